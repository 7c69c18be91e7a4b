import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { isErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import { apiCall } from '../../forms/api-client';
import { LeaveDialog } from '../../components/programme/leave-dialog';
import { Notification } from '../../components/ui/notification';
import { useT } from '../../i18n/use-t';

/**
 * Leaving a seminar from the Me page: the seminar page's question, then `POST /api/event-leave`
 * and the page's data read again, so the seminar drops out of the list. A refusal stays next
 * to the button.
 */
export function MeLeaveButton({
  eventId,
  userId,
  name,
  waiting = false,
}: {
  eventId: number;
  userId: number;
  name: string;
  /** A queue place, not a seat: the button and the question say so. */
  waiting?: boolean;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);

  async function leave() {
    setBusy(true);
    setRefusal(null);
    const res = await apiCall('POST', '/event-leave', { event: eventId, user: userId });
    if (res.ok) await revalidator.revalidate();
    else setRefusal(isErrorCode(res.code) ? res.code : 'Request.internal');
    setBusy(false);
  }

  return (
    <>
      <button
        type="button"
        className="button button-small button-ghost"
        disabled={busy}
        aria-label={t(waiting ? 'me.leaveWaitingLabel' : 'me.leaveLabel', { name })}
        onClick={() => setAsking(true)}
      >
        {t(waiting ? 'signup.leaveWaiting' : 'me.leave')}
      </button>
      {refusal ? <Notification tone="danger">{t(refusal)}</Notification> : null}
      <LeaveDialog
        open={asking}
        question={t(waiting ? 'signup.leaveWaitingQuestion' : 'signup.leaveQuestion')}
        confirmLabel={t(waiting ? 'signup.leaveWaiting' : 'signup.leave')}
        onClose={(confirmed) => {
          setAsking(false);
          if (confirmed) void leave();
        }}
      />
    </>
  );
}
