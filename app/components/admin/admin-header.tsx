import { Form } from '../ui/form';
import { Link } from '../ui/link';
import { displayName } from '../../auth/public-user';
import { useOptionalUser } from '../../auth/use-user';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useAdminT } from '../../i18n/admin-t';
import { LocaleSwitch } from '../locale-switch';
import { ThemeToggle } from '../theme-toggle';

/** The admin banner: area name, language, who is signed in, logout and the theme. */
export function AdminHeader() {
  const t = useAdminT();
  const locale = useLocale();
  const user = useOptionalUser();
  return (
    <header className="admin-header">
      <Link to={href('AdminOutbox', {}, locale)} className="admin-brand">
        {t('admin.title')}
      </Link>
      <div className="admin-header-tools">
        <LocaleSwitch />
        {user ? (
          <span className="admin-user">
            <span className="visually-hidden">{t('admin.signedInAs')} </span>
            {displayName(user)}
          </span>
        ) : null}
        {/* The logout action of the /user page: clears the session and goes home with a toast. */}
        <Form method="post" action={href('User', {}, locale)} className="admin-logout">
          <button type="submit" className="button button-small button-ghost">
            {t('userMenu.logout')}
          </button>
        </Form>
        <ThemeToggle />
      </div>
    </header>
  );
}
