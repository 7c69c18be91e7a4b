import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { useT } from '../../i18n/use-t';

/** The Me page's form intent that ends every session of the user (decision 090). */
export const SIGN_OUT_EVERYWHERE = 'signOutEverywhere';

/**
 * The Me page's 'Signed-in devices' card: how long an unused sign-in lasts, and 'Sign out
 * everywhere', which ends every session of the user, this one included (a plain form post, so
 * it works before the page's scripts load).
 */
export function MeSessions({ idleDays }: { idleDays: number }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === SIGN_OUT_EVERYWHERE;
  return (
    <section className="me-card me-sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('me.sessionsTitle')}</h2>
      <p className="me-card-lead">{t('me.sessionsLead', { count: idleDays })}</p>
      <p className="me-card-lead">{t('me.sessionsEverywhere')}</p>
      <Form method="post" className="form-actions">
        <input type="hidden" name="intent" value={SIGN_OUT_EVERYWHERE} />
        <button type="submit" className="button button-ghost" aria-disabled={busy || undefined}>
          {busy ? t('me.signingOutEverywhere') : t('me.signOutEverywhere')}
        </button>
      </Form>
    </section>
  );
}
