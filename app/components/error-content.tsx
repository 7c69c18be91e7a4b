import { Component, useEffect, useRef, type ReactNode } from 'react';
import { createPath, isRouteErrorResponse, Link, useLocation, useRevalidator } from 'react-router';
import type { Locale } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { createT } from '../i18n/translate';
import { useLocale, useT } from '../i18n/use-t';
import { isChunkLoadError } from './loading/chunk-reload';
import { useHydrated } from './ui/use-hydrated';

/** `status` is null when no answer came at all (the network failed). */
type ErrorView = { status: number | null; title: string; message: string };

/** The browsers' words for a fetch that got no answer (Chromium, Firefox, Safari). */
const NETWORK_FAILURE = /Failed to fetch|NetworkError|Load failed|network error/i;

/** What the visitor is told: the 404 text of the spec, no access (403), a failed data load, the error's own message, or just "Error". */
export function describeError(error: unknown, locale: Locale): ErrorView {
  const t = createT(locale);
  if (error instanceof TypeError && NETWORK_FAILURE.test(error.message)) {
    return { status: null, title: t('load.failed'), message: t('load.failedHint') };
  }
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, title: t('error.notFoundTitle'), message: t('error.notFound') };
    const data: unknown = error.data;
    const own =
      typeof data === 'string' ? data : typeof data === 'object' && data && 'message' in data ? String(data.message) : '';
    if (error.status === 403) return { status: 403, title: t('error.forbiddenTitle'), message: own || t('error.forbidden') };
    // Never HTTP's own reason phrase ("Internal Server Error"): it is English whatever the page's language.
    const fallback = error.status >= 400 && error.status < 500 ? t('error.badRequest') : t('error.title');
    return { status: error.status, title: t('error.title'), message: own || fallback };
  }
  // Server errors reach the browser sanitized; only development shows their text.
  const message = import.meta.env.DEV && error instanceof Error ? error.message : t('error.title');
  return { status: 500, title: t('error.title'), message };
}

/** Worth trying again in the browser: anything but a 4xx answer (a missing page stays missing). */
function isRetryable(error: unknown): boolean {
  return !(isRouteErrorResponse(error) && error.status < 500) && !isChunkLoadError(error);
}

/** The error page body (inside or outside the site shell). */
export function ErrorContent({ error }: { error: unknown }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  if (isChunkLoadError(error)) return <ChunkFailure target={createPath({ pathname, search, hash })} />;
  let view: ErrorView;
  try {
    view = describeError(error, locale);
  } catch {
    return <ErrorPageFailed locale={locale} />;
  }
  return (
    <ErrorPageGuard locale={locale}>
      <section className="container error-page" aria-labelledby="error-title">
        {view.status !== null ? (
          <p className="error-code" aria-hidden="true">
            {view.status}
          </p>
        ) : null}
        <h1 id="error-title">{view.title}</h1>
        {view.message !== view.title ? <p className="error-message">{view.message}</p> : null}
        {/* Loaders run again in the browser; before hydration the button could do nothing. */}
        {hydrated && isRetryable(error) ? <RetryButton /> : null}
        {view.status === 404 || view.status === 403 ? (
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

/** Runs the page's loaders again; the error page gives way to the page once they succeed. */
function RetryButton() {
  const t = useT();
  const revalidator = useRevalidator();
  const busy = revalidator.state !== 'idle';
  return (
    <p>
      <button
        type="button"
        className="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) void revalidator.revalidate();
        }}
      >
        {busy ? t('loading.announce') : t('load.retry')}
      </button>
    </p>
  );
}

/**
 * A script chunk of the page is gone (a new version was deployed under the open page) and the
 * automatic reload was already used this minute: say so, with a link that loads `target` afresh.
 * A plain <a>: a document load, not the router, which is what failed.
 */
export function ChunkFailure({ target }: { target: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // It replaces the page the visitor was leaving; reading starts at its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container error-page" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title" ref={heading} tabIndex={-1}>
        {t('error.chunkTitle')}
      </h1>
      <p className="error-message">{t('error.chunkMessage')}</p>
      <p>
        <a href={target} className="button">
          {t('error.reload')}
        </a>
      </p>
    </section>
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
