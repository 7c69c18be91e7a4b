import { lazy, Suspense, useState, type ComponentType } from 'react';
import { localeFromPath } from '../../i18n/locale';
import type { TextPack } from '../../i18n/text-packs';
import { bringTexts } from '../../i18n/translate';

/**
 * A modal dialog whose script comes on demand (decision 177): until it is first opened it
 * renders nothing (a closed <dialog> shows nothing, and without JavaScript none opens), and its
 * module is loaded then, or earlier by `preload()` (call it when the visitor points at or
 * focuses what opens it). Once opened it stays mounted, so closing, its state and focus return
 * work as they did. `isOpen` reads the dialog's own prop that opens it. `packs` are the texts
 * the module brings with it (BROUGHT_TEXT_PACKS), loaded with it in the page's language, which
 * its address tells as it does to the client entry (decision 205); only the browser loads it.
 */
export function dialogOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  packs: readonly TextPack[] = [],
): ComponentType<P> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const module = () =>
    (loading ??= Promise.all([load(), bringTexts(localeFromPath(window.location.pathname), packs)]).then(([component]) => ({
      default: component,
    })));
  const Dialog = lazy(module);
  function OnDemand(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return Object.assign(OnDemand, { preload: () => void module() });
}
