import { Component, Suspense, use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createPath, useLocation } from 'react-router';
import { localeFromPath, type Locale } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { BROUGHT_TEXT_PACKS } from '../i18n/text-packs';
import { bringTexts, createT, textsLoaded } from '../i18n/translate';
import { useLocale, useT } from '../i18n/use-t';
import { isChunkLoadError } from './loading/chunk-reload';

type ErrorPageComponent = ComponentType<{ error: unknown }>;

let errorPage: ErrorPageComponent | null = null;
let loading: Promise<ErrorPageComponent> | null = null;

/** The error page's texts (404, 403, what a role needs) come with it, not with every page (decision 188). */
const ERROR_PAGE_PACKS = BROUGHT_TEXT_PACKS['app/components/error-page.tsx'];

/**
 * Loads the error page's module (error-page.tsx) and, in the browser, its texts in the page's
 * language, once. The server awaits it before its first page (entry.server.tsx), the browser
 * before it hydrates a page that shows an error (entry.client.tsx), and otherwise when it is
 * idle after hydrating, so that an error later (the network gone included) finds it there
 * (decision 181); a later page in the other language loads the texts with its own.
 */
export function preloadErrorPage(): Promise<ErrorPageComponent> {
  loading ??= Promise.all([
    import('./error-page'),
    typeof window === 'undefined' ? null : bringTexts(localeFromPath(window.location.pathname), ERROR_PAGE_PACKS),
  ]).then(
    ([module]) => (errorPage = module.ErrorPage),
    (error: unknown) => {
      loading = null; // a later error may try again
      throw error;
    },
  );
  return loading;
}

/** Loads the error page's module once the browser is idle after hydrating (root.tsx). */
export function usePreloadErrorPageWhenIdle() {
  useEffect(() => {
    const load = () => void preloadErrorPage().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, []);
}

/** The error page body (inside or outside the site shell). */
export function ErrorContent({ error }: { error: unknown }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const target = createPath({ pathname, search, hash });
  if (isChunkLoadError(error)) return <ChunkFailure target={target} />;
  return (
    <ErrorPageGuard locale={locale} target={target}>
      {/* Loaded, it renders at once (the server's and a hydrating error page's case); otherwise
          the page is empty until its module comes, and a hydrating page keeps the server's markup. */}
      <Suspense fallback={null}>
        <ErrorPageOnDemand error={error} locale={locale} />
      </Suspense>
    </ErrorPageGuard>
  );
}

function ErrorPageOnDemand({ error, locale }: { error: unknown; locale: Locale }) {
  const page = errorPage ?? use(preloadErrorPage());
  // Its texts in this language, should the page have changed language before they came.
  if (!textsLoaded(locale, ERROR_PAGE_PACKS)) use(bringTexts(locale, ERROR_PAGE_PACKS));
  return <ErrorPageNow component={page} error={error} />;
}

function ErrorPageNow({ component: Page, error }: { component: ErrorPageComponent; error: unknown }) {
  return <Page error={error} />;
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

/** The error page's own failure: its script gone after a deploy (reload), or anything else (the last resort). */
class ErrorPageGuard extends Component<
  { locale: Locale; target: string; children: ReactNode },
  { failure: { error: unknown } | null }
> {
  override state: { failure: { error: unknown } | null } = { failure: null };
  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }
  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return isChunkLoadError(failure.error) ? (
      <ChunkFailure target={this.props.target} />
    ) : (
      <ErrorPageFailed locale={this.props.locale} />
    );
  }
}
