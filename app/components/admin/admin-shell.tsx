import type { ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-t';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import '../../styles/admin.css';

/** The admin layout: skip link, banner, the menu beside (desktop) or above (phone) the screen. */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useAdminT();
  return (
    <div className="admin-shell">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <AdminHeader />
      <div className="admin-body">
        <AdminSidebar />
        <main id="main" tabIndex={-1} className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}
