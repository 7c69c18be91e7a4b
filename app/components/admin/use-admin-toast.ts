import { useCallback } from 'react';
import { codeText, useAdminT, type AdminTextKey } from '../../i18n/admin-t';
import { useDismissToasts, useToast } from '../toasts';

let counter = 0;

/**
 * Toasts of the admin screens (success and danger, 3 s, bottom right): `success('events.saved')`,
 * `deleted('exhibitors.deleted')` or `refused(code)` for a refusal code from the API, told in the page language. A success
 * takes away the refusals still shown: they spoke of an attempt that has now gone through.
 */
export function useAdminToast() {
  const t = useAdminT();
  const show = useToast();
  const dismiss = useDismissToasts();
  const success = useCallback(
    (key: AdminTextKey, params?: Record<string, string | number>) => {
      dismiss((toast) => toast.tone === 'danger');
      show({ id: `admin-${++counter}`, tone: 'success', text: t(key, params) });
    },
    [show, dismiss, t],
  );
  const danger = useCallback(
    (key: AdminTextKey, params?: Record<string, string | number>) =>
      show({ id: `admin-${++counter}`, tone: 'danger', text: t(key, params) }),
    [show, t],
  );
  // A record's delete (admin-and-widgets.md 8: 'Exhibitor deleted!' in the error style): red for
  // every record (decision 123), and like a success it takes away the refusals still shown.
  const deleted = useCallback(
    (key: AdminTextKey, params?: Record<string, string | number>) => {
      dismiss((toast) => toast.tone === 'danger');
      show({ id: `admin-${++counter}`, tone: 'danger', text: t(key, params) });
    },
    [show, dismiss, t],
  );
  const refused = useCallback(
    (code: string, params?: Record<string, string | number>) =>
      show({ id: `admin-${++counter}`, tone: 'danger', text: codeText(t, code, params) }),
    [show, t],
  );
  return { success, danger, deleted, refused };
}
