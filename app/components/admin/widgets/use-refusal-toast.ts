import { useAdminToast } from '../use-admin-toast';

/** Shows a refused request as a danger toast, in the page language (admin codes included). */
export function useRefusalToast(): (code: string, params?: Record<string, string | number>) => void {
  return useAdminToast().refused;
}
