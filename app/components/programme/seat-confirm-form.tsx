import { useNavigation } from 'react-router';
import { Form } from '../ui/form';
import { formatDate, formatTime, isoDateTime } from '../../i18n/format-date';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';

/** The form's `intent` where a signed-in holder confirms their seat (the Me page's and the seminar page's actions). */
export const CONFIRM_SEAT_INTENT = 'confirmSeat';

/**
 * 'Confirm your seat by …' with its button (decision 134): a plain form post to the page's
 * action, so it works before the scripts run and without them. `name`: the seminar, for the
 * button's accessible name where several are listed.
 */
export function SeatConfirmForm({ eventId, deadline, name }: { eventId: number; deadline: Date; name?: string }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === CONFIRM_SEAT_INTENT &&
    navigation.formData.get('event') === String(eventId);
  const by = `${formatDate(deadline, locale, tz)} ${formatTime(deadline, locale, tz)}`;
  return (
    <Form method="post" className="seat-confirm" preventScrollReset>
      <p className="seat-confirm-line">
        <strong>
          {t('seatConfirm.askLine')} <time dateTime={isoDateTime(deadline)}>{by}</time>
        </strong>
        <span className="seat-confirm-why">{t('seatConfirm.why')}</span>
      </p>
      <input type="hidden" name="intent" value={CONFIRM_SEAT_INTENT} />
      <input type="hidden" name="event" value={eventId} />
      <button
        type="submit"
        className="button button-small"
        aria-disabled={busy || undefined}
        aria-label={name ? t('seatConfirm.buttonLabel', { name }) : undefined}
      >
        {busy ? t('seatConfirm.sending') : t('seatConfirm.button')}
      </button>
    </Form>
  );
}
