const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open site menu's keys and pointer (decision 100), loaded when the visitor first points at,
 * focuses or opens its button (decision 181): Escape closes it and focus returns to the button,
 * Tab stays inside while it is open, a tap outside closes it. The <details> opens, closes and
 * shows its links without this. Returns what removes the listeners.
 */
export function enhanceSiteMenu(details: HTMLDetailsElement, summary: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!details.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      details.open = false;
      summary.focus();
    } else if (event.key === 'Tab') {
      // Only what is shown: the settings row is hidden where the header has them.
      const all = Array.from(details.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = all[0];
      const last = all[all.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  };
  details.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    details.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
  };
}
