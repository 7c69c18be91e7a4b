import { Suspense, use, type ComponentType } from 'react';
import type { Locale } from '../../i18n/locale';
import type { TextPack } from '../../i18n/text-packs';
import { bringTexts, textsLoaded } from '../../i18n/translate';
import { useLocale } from '../../i18n/use-t';
import { partsOnDemand } from './parts-shown';

/**
 * A part of a page that most of its visitors never see (an event's attendee table, for its
 * editors only), whose script and texts come on demand (decision 189). A page that renders it
 * has it anyway:
 * - the server has every part's module before its first page (`preloadPartsOnDemand` in
 *   parts-shown.ts, awaited by entry.server.tsx), so the HTML is the same as with a static import;
 * - a page that arrives showing it (its markup matches `shownBy`) loads it before it hydrates
 *   (`preloadPartsShown`, awaited by entry.client.tsx, as the error page is), so the part is
 *   interactive together with the rest of the page;
 * - a navigation waits for it where the route's `clientLoader` calls `preload` for what its data
 *   shows, so the part renders with the page, not after it;
 * - a part that appears later, by what the visitor does (a seat to confirm after joining), shows
 *   once its script and texts have come (its own `Suspense`, empty until then).
 * `packs` are the texts the module brings with it (BROUGHT_TEXT_PACKS). Where a page renders the
 * part, the part renders markup that `shownBy` finds (never nothing): the browser tells by it
 * what to load before hydrating, and a part missing then would not match the server's HTML.
 */
export function partOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  packs: readonly TextPack[],
  shownBy: string,
): ComponentType<P> & { preload: (locale: Locale) => Promise<void> } {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadModule = () =>
    (loading ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        loading = null; // a later render may try again
        throw error;
      },
    ));
  partsOnDemand.push({ loadModule, packs, shownBy });

  function Part(props: P) {
    const locale = useLocale();
    const Loaded = component ?? use(loadModule());
    if (typeof window !== 'undefined' && !textsLoaded(locale, packs)) use(bringTexts(locale, packs));
    return <Loaded {...props} />;
  }

  function OnDemand(props: P) {
    const locale = useLocale();
    // Loaded (the server's case, a page that arrives showing it, a navigation that preloaded it):
    // rendered as a static import would be, with no boundary of its own in the HTML.
    if (component && (typeof window === 'undefined' || textsLoaded(locale, packs))) {
      const Loaded = component;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }

  const preload = async (locale: Locale) => {
    await Promise.all([loadModule(), bringTexts(locale, packs)]);
  };
  return Object.assign(OnDemand, { preload });
}
