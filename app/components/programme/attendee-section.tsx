import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../ui/link';
import type { Attendee } from '../../../core/attendance/find-attendees';
import { parsePresentIds } from '../../../core/attendance/present-ids';
import { isErrorCode } from '../../../core/errors/error-codes';
import { occupancyOf } from '../../../core/occupancy/occupancy-rule';
import { isoDateTime } from '../../i18n/format-date';
import { intlLocale, type Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { apiCall } from '../../forms/api-client';
import { useToast } from '../toasts';
import { LeaveDialog } from './leave-dialog';

/** A short sign-up time (`23. 11. 9:14`), to keep the column narrow; the CSV has the year. */
function formatSignUp(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/**
 * A seminar's attendee table for its editors (the loader decides who gets the data): contacts,
 * sign-up time, a present switch per attendee saved at once, the CSV file and a message to all
 * (the compose screen, which also reaches the waiting list).
 * Each switch sends one mark (`PUT /api/events/{id}/attendance`), never the whole list, so two
 * organisers ticking people off at the same door do not undo each other's marks. Admins
 * (`canSignOff`, decision 055) also sign a person off, after a question naming them: the server
 * mails them and gives the seat to the first person waiting.
 */
export function AttendeeSection({
  eventId,
  attendees,
  capacity = null,
  canSignOff = false,
}: {
  eventId: number;
  attendees: Attendee[];
  /** The seminar's seats, for the occupancy line (decision 130); null without a limit. */
  capacity?: number | null;
  canSignOff?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const toast = useToast();
  const revalidator = useRevalidator();
  const heading = useRef<HTMLHeadingElement>(null);
  /** The attendee the sign-off question is about. */
  const [signingOff, setSigningOff] = useState<Attendee | null>(null);

  async function signOff(a: Attendee) {
    const res = await apiCall('POST', '/event-leave', { event: eventId, user: a.id });
    if (!res.ok) {
      toast({ id: `sign-off-${a.id}`, tone: 'danger', message: isErrorCode(res.code) ? res.code : 'attendees.signOffFailed' });
      return;
    }
    toast({ id: `sign-off-${a.id}`, tone: 'success', text: t('attendees.signedOff', { name: a.name }) });
    // The row goes away with the reload: focus waits on the table's heading, not on <body>.
    heading.current?.focus();
    await revalidator.revalidate();
  }
  /** Marks known after the page loaded: the server's latest list, and this device's unsent ones over it. */
  const [marks, setMarks] = useState<Record<number, boolean>>({});
  const pending = useRef(new Map<number, boolean>());
  const failures = useRef(0);
  const isPresent = (a: Attendee) => marks[a.id] ?? a.present;

  async function mark(a: Attendee, present: boolean) {
    pending.current.set(a.id, present);
    setMarks((m) => ({ ...m, [a.id]: present }));
    const res = await apiCall<{ users_present: string }>('PUT', `/events/${eventId}/attendance`, { user: a.id, present });
    if (pending.current.get(a.id) === present) pending.current.delete(a.id);
    if (!res.ok) {
      setMarks((m) => ({ ...m, [a.id]: pending.current.get(a.id) ?? !present }));
      toast({
        id: `attendance-${a.id}-${++failures.current}`,
        tone: 'danger',
        message: isErrorCode(res.code) ? res.code : 'attendees.saveFailed',
      });
      return;
    }
    // The answer carries the other devices' marks too; this device's unanswered ones stay on top.
    const server = new Set(parsePresentIds(res.data.users_present));
    setMarks(Object.fromEntries(attendees.map((x) => [x.id, pending.current.get(x.id) ?? server.has(x.id)])));
  }

  const presentCount = attendees.filter(isPresent).length;
  // The same rule as the admin home and the wall, on this page's marks as they are made.
  const occupancy = occupancyOf(presentCount, capacity);
  const occupancyId = `event-occupancy-${eventId}`;

  return (
    <section aria-labelledby="event-attendees" className="attendees">
      <div className="attendees-head">
        <h2 id="event-attendees" className="event-section-title" ref={heading} tabIndex={-1}>
          {t('attendees.title')}
        </h2>
        <p className="attendees-summary">{t('attendees.summary', { count: attendees.length, present: presentCount })}</p>
        {capacity !== null && capacity > 0 ? (
          <p className="attendees-occupancy" data-full={occupancy.full || undefined} aria-live="polite">
            <meter
              id={`${occupancyId}-meter`}
              min={0}
              max={capacity}
              value={Math.min(presentCount, capacity)}
              aria-labelledby={occupancyId}
            />
            <span id={occupancyId}>
              {t(occupancy.full ? 'attendees.occupancyFull' : 'attendees.occupancy', { present: presentCount, capacity })}
            </span>
          </p>
        ) : null}
        <div className="attendees-actions">
          <Link className="button button-small" to={href('CheckIn', { id: eventId }, locale)}>
            {t('attendees.checkin')}
          </Link>
          <a
            className="button button-small button-ghost"
            href={`/api/events/${eventId}/attendees.csv?_locale=${locale}`}
            // The server names the file after the seminar (its slug and day).
            download
          >
            {t('attendees.csv')}
          </a>
          {/* A message through the outbox, one mail per person, kept on record (decision 120). */}
          <Link className="button button-small button-ghost" to={`${href('AdminMessageNew', {}, locale)}?event=${eventId}`}>
            {t('attendees.emailAll')}
          </Link>
        </div>
      </div>
      {attendees.length === 0 ? (
        <p className="event-muted">{t('attendees.none')}</p>
      ) : (
        <table className="attendees-table">
          <thead>
            <tr>
              <th scope="col">{t('attendees.name')}</th>
              <th scope="col">{t('attendees.email')}</th>
              <th scope="col">{t('attendees.phone')}</th>
              <th scope="col">{t('attendees.company')}</th>
              <th scope="col">{t('attendees.joinedAt')}</th>
              <th scope="col">{t('attendees.present')}</th>
            </tr>
          </thead>
          <tbody>
            {attendees.map((a) => (
              <tr key={a.id} className={isPresent(a) ? 'is-present' : undefined}>
                <th scope="row" data-label={t('attendees.name')}>
                  {a.name}
                </th>
                <td data-label={t('attendees.email')} className="attendee-email">
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                </td>
                <td data-label={t('attendees.phone')} className="attendee-phone">
                  {a.phone ? <a href={`tel:${a.phone.replace(/\s+/g, '')}`}>{a.phone}</a> : null}
                </td>
                <td data-label={t('attendees.company')}>{a.company}</td>
                <td data-label={t('attendees.joinedAt')}>
                  <time dateTime={isoDateTime(a.joinedAt)}>{formatSignUp(a.joinedAt, locale, tz)}</time>
                  {/* The sign-up's cell holds the way to undo it, keeping the table as narrow as before. */}
                  {canSignOff ? (
                    <button
                      type="button"
                      className="button button-small button-ghost attendee-sign-off"
                      aria-label={t('attendees.signOffOf', { name: a.name })}
                      onClick={() => setSigningOff(a)}
                    >
                      {t('attendees.signOff')}
                    </button>
                  ) : null}
                </td>
                <td data-label={t('attendees.present')}>
                  <label className="attendee-switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={isPresent(a)}
                      onChange={(e) => void mark(a, e.currentTarget.checked)}
                      aria-label={t('attendees.presentOf', { name: a.name })}
                    />
                    <span className="attendee-switch-track" aria-hidden="true" />
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canSignOff ? (
        <LeaveDialog
          open={signingOff !== null}
          question={signingOff ? t('attendees.signOffQuestion', { name: signingOff.name }) : ''}
          confirmLabel={t('attendees.signOff')}
          onClose={(confirmed) => {
            const who = signingOff;
            setSigningOff(null);
            if (confirmed && who) void signOff(who);
          }}
        />
      ) : null}
    </section>
  );
}
