import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { appContext } from './context';
import { ErrorContent } from './components/error-content';
import { themeScript } from './components/theme-script';
import { DEFAULT_TIME_ZONE } from './i18n/format-date';
import { useLocale } from './i18n/use-t';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ context }: Route.LoaderArgs) {
  return { timeZone: context.get(appContext).config.timezone || DEFAULT_TIME_ZONE };
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    // The theme class on <html> is set by the inline script before paint, not by React.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
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

export default function App() {
  return <Outlet />;
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
