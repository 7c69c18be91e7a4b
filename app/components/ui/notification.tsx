import type { ReactNode } from 'react';
import '../../styles/forms.css';

/**
 * An inline message next to a form (admin-and-widgets.md: danger and success). A danger
 * notification is an alert, so it is announced when it appears after a submit.
 */
export function Notification({ tone, children }: { tone: 'danger' | 'success'; children: ReactNode }) {
  return (
    <div className={`notification notification-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <svg className="notification-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {tone === 'danger' ? (
          <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        ) : (
          <path d="m7.5 12.5 3 3 6-6.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
        )}
      </svg>
      <div className="notification-body">{children}</div>
    </div>
  );
}
