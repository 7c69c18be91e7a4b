import type { ReactNode } from 'react';
import '../../styles/account.css';

/** The frame of the guest-only pages: a centred card with the heading, a lead and the form. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead ? <p className="auth-lead">{lead}</p> : null}
        {children}
      </section>
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </div>
  );
}
