import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { useHydrated } from './ui/use-hydrated';

type Status = 'idle' | 'sending' | 'done' | 'failed';

/**
 * The footer's newsletter sign-up: one EMAIL field posted to the mailing-list service
 * (NEWSLETTER_URL). Without JavaScript it is a plain form that opens the service's own answer
 * in a new tab; with JavaScript the address is checked first (the browser's e-mail rule, shown
 * next to the field) and sent in the background, and the visitor is told the result here, in
 * the page's language. The post is the plain form's own (a simple cross-origin request, `no-cors`):
 * mailing-list services such as Mailchimp do not answer CORS, so their reply cannot be read;
 * a delivered post means the service has the address and mails its confirmation link, which the
 * text asks the visitor to click. A post that cannot be delivered (offline, blocked) is a failure.
 */
export function NewsletterForm({ action }: { action: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [invalid, setInvalid] = useState(false);
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const sending = status === 'sending';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const input = form.elements.namedItem('EMAIL') as HTMLInputElement;
    if (!input.checkValidity()) {
      setInvalid(true);
      setStatus('idle');
      input.focus();
      return;
    }
    setInvalid(false);
    setStatus('sending');
    try {
      // The same encoding as the plain form's post.
      const body = new URLSearchParams({ EMAIL: input.value.trim() });
      await fetch(action, { method: 'POST', body, mode: 'no-cors', credentials: 'omit' });
      setStatus('done');
      form.reset();
    } catch (error) {
      console.warn(error);
      setStatus('failed');
    }
  }

  return (
    <>
      <form
        className="newsletter-form"
        action={action}
        method="post"
        target="_blank"
        // The browser's own bubble stays for visitors without JavaScript.
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('footer.newsletterEmail')}
        </label>
        <input
          id={inputId}
          type="email"
          name="EMAIL"
          required
          autoComplete="email"
          placeholder={t('footer.newsletterEmail')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={() => setInvalid(false)}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('footer.newsletterSending') : t('footer.newsletterSubmit')}
        </button>
      </form>
      {invalid ? (
        <p id={errorId} className="newsletter-error">
          {t('footer.newsletterInvalid')}
        </p>
      ) : null}
      <p className={`newsletter-status${status === 'failed' ? ' newsletter-error' : ''}`} role="status">
        {status === 'done' ? t('footer.newsletterDone') : status === 'failed' ? t('footer.newsletterFailed') : ''}
      </p>
    </>
  );
}
