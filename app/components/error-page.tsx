import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { Link } from './ui/link';
import type { Locale } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { createT } from '../i18n/translate';
import { useLocale, useT } from '../i18n/use-t';
import { isChunkLoadError } from './loading/chunk-reload';
import { ErrorPageFailed } from './error-content';
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

/**
 * The error page's body for any error but a missing script (error-content.tsx shows that one):
 * its script comes when a page shows an error, or when the browser is idle (decision 181).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  let view: ErrorView;
  try {
    view = describeError(error, locale);
  } catch {
    return <ErrorPageFailed locale={locale} />;
  }
  return (
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
