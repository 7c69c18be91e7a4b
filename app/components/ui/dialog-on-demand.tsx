import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A modal dialog whose script comes on demand (decision 177): until it is first opened it
 * renders nothing (a closed <dialog> shows nothing, and without JavaScript none opens), and its
 * module is loaded then, or earlier by `preload()` (call it when the visitor points at or
 * focuses what opens it). Once opened it stays mounted, so closing, its state and focus return
 * work as they did. `isOpen` reads the dialog's own prop that opens it.
 */
export function dialogOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const module = () => (loading ??= load().then((component) => ({ default: component })));
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
