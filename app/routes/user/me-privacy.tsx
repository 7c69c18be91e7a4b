import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { deleteAccountInput } from '../../../core/privacy/schemas';
import { useToastOnce } from '../../components/toasts';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { useForm } from '../../forms/use-form';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import type { DeleteAccountAnswer } from './me-privacy.server';
import type { Toast } from '../../toasts/flash-toast';
import { formatDate } from '../../i18n/format-date';

/** The Me page's form intent that deletes the account (decision 155). */
export const DELETE_ACCOUNT = 'deleteAccount';
/** The Me page's form intent that gives or withdraws the newsletter opt-in (decision 154). */
export const NEWSLETTER = 'newsletter';

/**
 * The Me page's 'Your data' card (decisions 155, 156): the file of everything linked to the
 * account, and deleting the account with the password. Both are plain form posts, so they
 * work before the page's scripts load; the file is a download, the page stays.
 */
export function MePrivacy({
  answer,
  username,
  newsletterSince,
  newsletterToast,
}: {
  answer: DeleteAccountAnswer | undefined;
  username: string;
  newsletterSince: string | null;
  newsletterToast: Toast | null;
}) {
  const t = useT();
  const locale = useLocale();
  useToastOnce(newsletterToast);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === DELETE_ACCOUNT;
  const f = useForm(deleteAccountInput, { errors: answer?.errors });
  useToastOnce(answer?.toast);
  return (
    <section className="me-card me-privacy" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('me.privacyTitle')}</h2>
      <p className="me-card-lead">
        {t('me.privacyLead')}{' '}
        <Link to={href('Privacy', {}, locale)} className="text-link">
          {t('me.privacyLink')}
        </Link>
      </p>
      {/* A native post: the answer is a file the browser saves, not a page. */}
      <form method="post" action={href('MyData', {}, locale)} className="form-actions">
        <button type="submit" className="button button-ghost">
          {t('me.downloadData')}
        </button>
      </form>
      <NewsletterChoice since={newsletterSince} />
      <div className="me-delete" role="group" aria-labelledby="delete-title">
        <h3 id="delete-title">{t('me.deleteTitle')}</h3>
        <p>{t('me.deleteLead')}</p>
        <p>{t('me.deleteKept')}</p>
        {f.errors.form && f.errors.form !== f.errors.currentPassword ? (
          <Notification tone="danger">{t(f.errors.form)}</Notification>
        ) : null}
        <Form method="post" preventScrollReset {...f.form} className="form-grid">
          <input type="hidden" name="intent" value={DELETE_ACCOUNT} />
          {/* Whose password this is, for password managers (a password alone is a form they cannot place); not sent. */}
          <input type="text" hidden readOnly autoComplete="username" value={username} />
          <TextField
            {...f.field('currentPassword')}
            type="password"
            label={t('me.deletePassword')}
            hint={t('me.deletePasswordHint')}
            autoComplete="current-password"
          />
          <div className="form-actions">
            <button type="submit" className="button me-delete-button" aria-disabled={busy || undefined}>
              {busy ? t('me.deleting') : t('me.deleteSubmit')}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}

/** The newsletter opt-in: whether it stands and since when, and the one button that turns it. */
function NewsletterChoice({ since }: { since: string | null }) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === NEWSLETTER;
  return (
    <div className="me-newsletter" role="group" aria-labelledby="newsletter-title">
      <h3 id="newsletter-title">{t('me.newsletterTitle')}</h3>
      <p>{since ? t('me.newsletterOn', { date: formatDate(since, locale) }) : t('me.newsletterOff')}</p>
      <Form method="post" preventScrollReset className="form-actions">
        <input type="hidden" name="intent" value={NEWSLETTER} />
        <input type="hidden" name="subscribed" value={since ? '0' : '1'} />
        <button type="submit" className="button button-ghost" aria-disabled={busy || undefined}>
          {since ? t('me.newsletterWithdraw') : t('me.newsletterGive')}
        </button>
      </Form>
    </div>
  );
}
