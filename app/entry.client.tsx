import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeFromPath } from './i18n/locale';
import { loadMessages } from './i18n/translate';

// React Router's default entry, once the page's language is loaded: the browser build holds
// one language's texts at a time (decision 044). Without them the page stays as the server
// sent it, which works without JavaScript.
loadMessages(localeFromPath(window.location.pathname)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('The page could not start: its texts did not load.', error),
);
