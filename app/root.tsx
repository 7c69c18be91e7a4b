import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { data, Links, Outlet, Scripts, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { getUser, isSecure, toPublicUser } from './auth/session.server';
import type { SessionUser } from '../core/accounts/get-session-user';
import { appContext, classRenderContext } from './context';
import { ChunkFailure, ErrorContent, usePreloadErrorPageWhenIdle } from './components/error-content';
import { LoadingBar } from './components/loading/loading-bar';
import { ScrollRestoration } from './components/scroll-restoration';
import { useChunkReload } from './components/loading/use-chunk-reload';
import { ToastProvider } from './components/toasts';
import { themeScript } from './components/theme-script';
import { DEFAULT_TIME_ZONE } from './i18n/format-date';
import { localeFromPath } from './i18n/locale';
import { localeScripts } from './i18n/locale-scripts.server';
import { REFUSAL_PACKS, textPackOf, textPacksForPath } from './i18n/text-packs';
import { createT, loadMessages } from './i18n/translate';
import { useLocale } from './i18n/use-t';
import stylesheet from './styles/app.css?url';
import { clearToastCookie, readToastCookie } from './toasts/flash-toast';
import { refuseUnsafeParams } from './routes/bad-request';
import { useNonce } from './page-csp';
import { Meta } from './seo/meta-tags';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const middleware: Route.MiddlewareFunction[] = [refuseUnsafeParams];

// The browser holds one language's texts at a time, and of it the packs the pages so far
// needed: a navigation waits for its page's texts before anything renders (decisions 044, 161).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const { pathname } = new URL(request.url);
    const packs = textPacksForPath(pathname);
    // An action may answer with a refusal of a form or one only staff meet (decisions 161, 166).
    await loadMessages(localeFromPath(pathname), request.method === 'GET' ? packs : [...packs, ...REFUSAL_PACKS]);
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await getUser({ request, context });
  // A toast passed across a redirect is shown once: its cookie is cleared with this answer.
  const flash = readToastCookie(request.headers.get('Cookie'));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // A toast whose text is not among every page's texts comes written out (decision 161).
  const toast =
    flash && 'message' in flash && textPackOf(flash.message) !== 'base'
      ? { id: flash.id, tone: flash.tone, text: createT(locale)(flash.message) }
      : flash;
  const body = {
    timeZone: context.get(appContext).config.timezone || DEFAULT_TIME_ZONE,
    // The signed-in state is in the first HTML; only what the header needs, no contact data.
    // In a page rendered for a visibility class, its placeholders (filled in per visitor, decision 200).
    user: context.get(classRenderContext)?.user ?? publicUserOf(user),
    toast,
    // The page's texts are scripts of their own in the browser, preloaded with the others.
    localeScripts: localeScripts(locale, textPacksForPath(url.pathname)),
  };
  return toast ? data(body, { headers: { 'Set-Cookie': clearToastCookie({ secure: isSecure({ request, context }) }) } }) : body;
}

const publicUserOf = (user: SessionUser | null) => (user ? toPublicUser(user) : null);

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  for (const script of useRouteLoaderData<typeof loader>('root')?.localeScripts ?? []) {
    preloadModule(script, { as: 'script' });
  }
  return (
    // The theme class on <html> is set by the inline script before paint, not by React.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* It runs from the server's HTML; React neither compares nor runs a hydrated script's
            text, so the browser's build (where import.meta.env.SSR is false) leaves it out (decision 204). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeScript : '' }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // A page whose next chunk failed twice within a minute says so instead of reloading again.
  const chunkFailure = useChunkReload();
  usePreloadErrorPageWhenIdle();
  return (
    <ToastProvider flash={loaderData.toast}>
      {chunkFailure ? (
        <main id="main" className="bare-error">
          <ChunkFailure target={chunkFailure} />
        </main>
      ) : (
        <>
          <LoadingBar />
          <Outlet />
        </>
      )}
    </ToastProvider>
  );
}

/** Failures outside the site layout (or of the layout itself): the error page without the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="bare-error">
      <ErrorContent error={error} />
    </main>
  );
}
