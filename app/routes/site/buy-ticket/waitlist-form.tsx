import { useNavigation } from 'react-router';
import { Form } from '../../../components/ui/form';
import type { FieldErrors } from '../../../../core/errors/field-errors';
import { MAX_TICKETS, MIN_TICKETS } from '../../../../core/tickets/pricing';
import { Notification } from '../../../components/ui/notification';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';

export type WaitlistAnswer = { joined: string; errors?: undefined } | { joined?: undefined; errors: FieldErrors };

/**
 * The sold-out page's waiting list (decision 082): e-mail, how many tickets, and the consent to be
 * mailed. A plain form posted to the page's action, so it works before the scripts load.
 */
export function WaitlistForm({ answer, email }: { answer: WaitlistAnswer | undefined; email: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  if (answer?.joined) {
    return (
      <Notification tone="success">
        <p>{t('ticket.waitlistJoined', { email: answer.joined })}</p>
      </Notification>
    );
  }
  const errors = answer?.errors ?? {};
  return (
    <section className="ticket-card ticket-waitlist" aria-labelledby="ticket-waitlist-title">
      <h2 id="ticket-waitlist-title">{t('ticket.waitlistTitle')}</h2>
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      <Form method="post" className="form-grid" data-refused={answer?.errors ? '' : undefined}>
        <input type="hidden" name="intent" value="waitlist" />
        <TextField
          name="email"
          type="email"
          label={t('ticket.waitlistEmail')}
          autoComplete="email"
          required
          defaultValue={email}
          error={errors.email}
        />
        <TextField
          name="amount"
          type="number"
          inputMode="numeric"
          min={MIN_TICKETS}
          max={MAX_TICKETS}
          label={t('ticket.waitlistAmount')}
          required
          defaultValue="1"
          error={errors.amount}
        />
        <div className={`ticket-toggle${errors.consent ? ' field-invalid' : ''}`}>
          <input
            id="ticket-waitlist-consent"
            type="checkbox"
            name="consent"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'ticket-waitlist-consent-error' : undefined}
          />
          <div>
            <label htmlFor="ticket-waitlist-consent">{t('ticket.waitlistConsent')}</label>
            {errors.consent ? (
              <p id="ticket-waitlist-consent-error" className="field-error">
                {t(errors.consent)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('ticket.waitlistSubmitting') : t('ticket.waitlistSubmit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
