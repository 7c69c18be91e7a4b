import type { ReactNode } from 'react';
import '../../styles/forms.css';

const ICONS = {
  danger: 'M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  success: 'm7.5 12.5 3 3 6-6.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  info: 'M12 11v5m0-8.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
};

/**
 * An inline message next to a form (admin-and-widgets.md: danger and success; info for a state
 * the user should know about). A danger notification is an alert, so it is announced when it
 * appears after a submit.
 */
export function Notification({ tone, children }: { tone: keyof typeof ICONS; children: ReactNode }) {
  return (
    <div className={`notification notification-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <svg className="notification-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[tone]} />
      </svg>
      <div className="notification-body">{children}</div>
    </div>
  );
}
