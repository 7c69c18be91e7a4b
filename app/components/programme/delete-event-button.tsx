import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isErrorCode } from '../../../core/errors/error-codes';
import { apiCall } from '../../forms/api-client';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { Link } from '../ui/link';
import { useToast } from '../toasts';
import { LeaveDialog } from './leave-dialog';

/**
 * What an event's page shows only to those who may edit it, with its texts (decision 209): the
 * link to its form and the delete button.
 */
export function EventEditControls(props: Parameters<typeof DeleteEventButton>[0]) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Link to={href('EventEdit', { id: props.eventId }, locale)} className="button button-small button-ghost">
        {t('event.edit')}
      </Link>
      <DeleteEventButton {...props} />
    </>
  );
}

/** That the event is a draft, which only its editors see (decision 027; its text comes with this part, decision 209). */
export function EventDraftNote() {
  const t = useT();
  return (
    <p className="event-draft" role="note">
      {t('event.draft')}
    </p>
  );
}

/**
 * Delete on the public event page (public-site.md 2.7), offered by the loader to those who may
 * edit the event; `DELETE /api/events/{id}` decides again. It asks first, saying how many people
 * get the cancellation mail (decision 061), then goes to the section's list with the delete's
 * toast (red, as every delete's: decision 123). A refusal is a toast and the page stays.
 */
export function DeleteEventButton({
  eventId,
  name,
  signups,
  listHref,
}: {
  eventId: number;
  name: string;
  /** People signed up or waiting: each gets the cancellation mail. */
  signups: number;
  listHref: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    const res = await apiCall('DELETE', `/events/${eventId}`);
    if (!res.ok) {
      setDeleting(false);
      toast({ id: `delete-event-${eventId}`, tone: 'danger', message: isErrorCode(res.code) ? res.code : 'Request.internal' });
      return;
    }
    toast({ id: `deleted-event-${eventId}`, tone: 'danger', message: 'event.deleted' });
    await navigate(listHref);
  }

  const question = t('event.deleteQuestion', { name });
  return (
    <>
      <button
        type="button"
        className="button button-small button-ghost"
        onClick={() => setAsking(true)}
        disabled={deleting}
        aria-busy={deleting || undefined}
      >
        {t('event.delete')}
      </button>
      <LeaveDialog
        open={asking}
        label={t('event.delete')}
        question={signups ? `${question} ${t('event.deleteSignups', { count: signups })}` : question}
        confirmLabel={t('event.deleteConfirm')}
        danger
        onClose={(confirmed) => {
          setAsking(false);
          if (confirmed) void remove();
        }}
      />
    </>
  );
}
