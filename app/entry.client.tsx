import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadErrorPage } from './components/error-content';
import { preloadPartsShown } from './components/ui/parts-shown';
import { claimChunkReload, isChunkLoadError, sessionStore } from './components/loading/chunk-reload';
import { localeFromPath } from './i18n/locale';
import { REFUSAL_PACKS, textPacksForPath } from './i18n/text-packs';
import { loadMessages } from './i18n/translate';

// React Router's default entry, once the page's texts are loaded: the browser build holds
// one language's texts at a time, in packs (decisions 044 and 161). A page older than the last deploy names a
// texts chunk the server no longer has: it reloads for the current build under the same
// once-a-minute guard as a missing route chunk (decision 036); otherwise it stays as the
// server sent it, which works without JavaScript.
// A page the server answered with an error hydrates with the error page's module loaded too
// (decision 181), and one that shows parts loaded on demand with theirs (decision 189). A form the
// server gave back refused (posted before any script ran) may show any refusal's text.
Promise.all([
  document.querySelector('form[data-refused]') ? loadMessages(localeFromPath(window.location.pathname), REFUSAL_PACKS) : null,
  loadMessages(localeFromPath(window.location.pathname), textPacksForPath(window.location.pathname)),
  document.querySelector('.error-page') ? preloadErrorPage() : null,
  preloadPartsShown(document, localeFromPath(window.location.pathname)),
]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => {
    if (isChunkLoadError(error) && claimChunkReload(sessionStore(), Date.now())) window.location.reload();
    else console.error('The page could not start: its texts did not load.', error);
  },
);
