import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { loadMessages, textsLoaded } from '../i18n/translate';
import { useLocale, useT } from '../i18n/use-t';
import type { Toast } from '../toasts/flash-toast';

/** How long a toast stays (public-site.md 9: 3000 ms, bottom right). */
export const TOAST_MS = 3000;

const ShowToast = createContext<(toast: Toast) => void>(() => {});
const DismissToasts = createContext<(which: (toast: Toast) => boolean) => void>(() => {});

/**
 * Holds the toasts of the page: the one the server passed across a redirect (`flash`, also
 * rendered without JavaScript) and any a screen shows itself with useToast().
 */
export function ToastProvider({ flash, children }: { flash: Toast | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(flash ? [flash] : []);
  const [lastFlashId, setLastFlashId] = useState(flash?.id);
  if (flash && flash.id !== lastFlashId) {
    // Root data revalidated after an action with a new toast in its cookie.
    setLastFlashId(flash.id);
    setToasts([...toasts.filter((t) => t.id !== flash.id), flash]);
  }
  const locale = useLocale();
  const show = useCallback(
    (toast: Toast) => {
      const add = () => setToasts((list) => (list.some((t) => t.id === toast.id) ? list : [...list, toast]));
      // The toasts' own messages are a pack of their own (decision 210): it comes first, then
      // the toast shows, never its key. One that does not come is told as a failed script
      // (chunk-reload.ts); the toast is then not shown.
      if ('message' in toast && toast.message.startsWith('toast.') && !textsLoaded(locale, ['toasts']))
        loadMessages(locale, ['toasts']).then(add, () => {});
      else add();
    },
    [locale],
  );
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const dismissWhere = useCallback(
    (which: (toast: Toast) => boolean) => setToasts((list) => (list.some(which) ? list.filter((t) => !which(t)) : list)),
    [],
  );

  return (
    <ShowToast value={show}>
      <DismissToasts value={dismissWhere}>
        {children}
        <Toasts toasts={toasts} onDismiss={dismiss} />
      </DismissToasts>
    </ShowToast>
  );
}

/** Shows a toast from a component, e.g. the error of a form action. */
export function useToast(): (toast: Toast) => void {
  return use(ShowToast);
}

/** Takes away the toasts `which` picks (a success makes the earlier refusals stale). */
export function useDismissToasts(): (which: (toast: Toast) => boolean) => void {
  return use(DismissToasts);
}

/** Shows a toast whenever `toast` is a new one (an action's answer carries it). */
export function useToastOnce(toast: Toast | null | undefined) {
  const show = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}

function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const t = useT();
  // The live region is always in the page, so screen readers announce what is added to it.
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <div className={`toast toast-${toast.tone}`}>
      <svg className="toast-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {toast.tone === 'danger' ? (
          <path d="M12 7.5v5.5m0 3.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
        ) : (
          <path d="m7.5 12.5 3 3 6-6.5" />
        )}
      </svg>
      <p className="toast-text">{'text' in toast ? toast.text : t(toast.message)}</p>
      <button type="button" className="toast-close" aria-label={t('toast.close')} onClick={() => onDismiss(toast.id)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
