import { useCallback } from 'react';
import { isErrorCode } from '../../../../core/errors/error-codes';
import { useToast } from '../../toasts';
import { actionToast } from '../../../toasts/flash-toast';

/**
 * Shows a refused request as a danger toast. The toast system speaks the site's messages
 * only, so a code it does not know (`Request.network` lives in the admin dictionary) reads as
 * the generic error there; the widget shows the exact text next to the field anyway.
 */
export function useRefusalToast(): (code: string) => void {
  const show = useToast();
  return useCallback((code: string) => show(actionToast(isErrorCode(code) ? code : 'Request.internal', 'danger')), [show]);
}
