import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> driven by `open`: shown with showModal() (the page is inert, Escape
 * closes it) and closed when `open` turns false. `onShow` runs each time it opens (reset the
 * form there). `returnFocus` belongs in the dialog's onClose: focus goes back to what opened
 * it, unless `forgetOpener()` was called (a dialog whose success replaces that control).
 */
export function useModalDialog(open: boolean, onShow?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The latest onShow, without making every render an open/close check.
  const show = useRef(onShow);
  useEffect(() => {
    show.current = onShow;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      show.current?.();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return {
    ref,
    close: () => ref.current?.close(),
    returnFocus: () => {
      opener.current?.focus();
      opener.current = null;
    },
    forgetOpener: () => {
      opener.current = null;
    },
  };
}
