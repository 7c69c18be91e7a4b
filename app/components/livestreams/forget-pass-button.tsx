import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useToast } from '../toasts';

/**
 * The livestreams page's logout: forgets the remembered passphrase (an HttpOnly cookie only the
 * server can clear). The API client comes with the press (decision 181): the page shows the
 * button only to a visitor with a remembered passphrase, and nothing else on it writes.
 */
export function ForgetPassButton() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-small button-ghost"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const res = await import('../../forms/api-client').then(
          ({ apiCall }) => apiCall('DELETE', '/check-ticket'),
          () => ({ ok: false }) as const,
        );
        setBusy(false);
        if (!res.ok) {
          toast({ id: 'live-forget', tone: 'danger', message: 'Request.internal' });
          return;
        }
        toast({ id: 'live-forget', tone: 'success', message: 'live.forgotten' });
        await revalidator.revalidate();
      }}
    >
      {t('live.forget')}
    </button>
  );
}
