import { redirect } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/user';
import { canUseAdminArea } from '../../../core/accounts/policy';
import { displayName } from '../../auth/public-user';
import { getUser, isSecure, signOut, toPublicUser } from '../../auth/session.server';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { toastCookie } from '../../toasts/flash-toast';
import { routeMeta } from '../../seo/route-meta';
import { AuthCard } from './auth-card';
import { ADMIN_HOME } from '../../auth/admin-home';

/** The user menu as a page: where the header's menu button leads without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  return { user: user ? toPublicUser(user) : null };
}

/** Logout: ends the session (on the server, not only the cookie) and goes home with the 'Logged out' toast. */
export async function action(args: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut(args)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', toastCookie('loggedOut', { secure: isSecure(args) }));
  return redirect(href('Home', {}, localeFromPath(new URL(args.request.url).pathname)), { headers });
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('user.title'), description: t('me.metaDescription'), robots: 'noindex' });
}

export default function User({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { user } = loaderData;

  if (!user) {
    return (
      <AuthCard title={t('user.title')} lead={t('user.guestLead')}>
        <ul className="account-links" role="list">
          <li>
            <Link to={href('Login', {}, locale)} className="button">
              {t('userMenu.login')}
            </Link>
          </li>
          <li>
            <Link to={href('Register', {}, locale)} className="button button-ghost">
              {t('userMenu.register')}
            </Link>
          </li>
          <li>
            <Link to={href('ForgotPassword', {}, locale)} className="text-link">
              {t('userMenu.restorePassword')}
            </Link>
          </li>
        </ul>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={displayName(user)} lead={t('me.signedInAs', { username: user.username })}>
      <ul className="account-links" role="list">
        {canUseAdminArea(user) ? (
          <li>
            <Link to={href(ADMIN_HOME, {}, locale)} className="button button-ghost">
              {t('userMenu.adminPanel')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={href('Me', {}, locale)} className="button button-ghost">
            {t('userMenu.me')}
          </Link>
        </li>
        <li>
          <Form method="post">
            <button type="submit" className="button">
              {t('userMenu.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </AuthCard>
  );
}
