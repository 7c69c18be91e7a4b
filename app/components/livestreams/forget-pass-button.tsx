import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../forms/api-client';
import { useToast } from '../toasts';

/** The livestreams page's logout: forgets the remembered passphrase (an HttpOnly cookie only the server can clear). */
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
        const res = await apiCall('DELETE', '/check-ticket');
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
