import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import type { Locale } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { createT } from '../i18n/translate';
import { useLocale } from '../i18n/use-t';

type ErrorView = { status: number; title: string; message: string };

/** What the visitor is told: the 404 text of the spec, the error's own message, or just "Error". */
export function describeError(error: unknown, locale: Locale): ErrorView {
  const t = createT(locale);
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, title: t('error.notFoundTitle'), message: t('error.notFound') };
    const data: unknown = error.data;
    const own =
      typeof data === 'string' ? data : typeof data === 'object' && data && 'message' in data ? String(data.message) : '';
    return { status: error.status, title: t('error.title'), message: own || error.statusText || t('error.title') };
  }
  // Server errors reach the browser sanitized; only development shows their text.
  const message = import.meta.env.DEV && error instanceof Error ? error.message : t('error.title');
  return { status: 500, title: t('error.title'), message };
}

/** The error page body (inside or outside the site shell). */
export function ErrorContent({ error }: { error: unknown }) {
  const locale = useLocale();
  let view: ErrorView;
  try {
    view = describeError(error, locale);
  } catch {
    return <ErrorPageFailed locale={locale} />;
  }
  return (
    <ErrorPageGuard locale={locale}>
      <section className="container error-page" aria-labelledby="error-title">
        <p className="error-code" aria-hidden="true">
          {view.status}
        </p>
        <h1 id="error-title">{view.title}</h1>
        {view.message !== view.title ? <p className="error-message">{view.message}</p> : null}
        {view.status === 404 ? (
          <p>
            <Link to={href('Home', {}, locale)} className="button">
              {createT(locale)('error.backHome')}
            </Link>
          </p>
        ) : null}
      </section>
    </ErrorPageGuard>
  );
}

/** Last resort when the error page itself cannot render. Plain <a>: the router may be what broke. */
export function ErrorPageFailed({ locale }: { locale: Locale }) {
  const t = createT(locale);
  return (
    <section className="container error-page" role="alert">
      <h1>{t('error.pageFailed')}</h1>
      <p>
        <a href={href('Home', {}, locale)}>{t('error.home')}</a>
      </p>
    </section>
  );
}

class ErrorPageGuard extends Component<{ locale: Locale; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed locale={this.props.locale} /> : this.props.children;
  }
}
