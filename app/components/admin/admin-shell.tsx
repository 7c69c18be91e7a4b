import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { intlLocale } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-t';
import { useAdminT } from '../../i18n/admin-t';
import { AdminEditionSwitcher } from './admin-edition-switcher';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import '../../styles/admin.css';
import '../../styles/forms.css';
import '../../styles/admin-form.css';

/** The admin layout: skip link, banner, the menu beside (desktop) or above (phone) the screen. */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    // React Aria's controls (dates, announcements) speak the page's language.
    <I18nProvider locale={intlLocale(locale)}>
      <div className="admin-shell">
        <a href="#main" className="skip-link">
          {t('layout.skipToContent')}
        </a>
        <AdminHeader />
        <div className="admin-body">
          <AdminSidebar />
          <main id="main" tabIndex={-1} className="admin-main">
            <AdminEditionSwitcher />
            {children}
          </main>
        </div>
      </div>
    </I18nProvider>
  );
}
