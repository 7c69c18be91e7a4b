import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { EVENT_TYPE } from '../../../core/events/event-types';
import type { MemberEvent } from '../../../core/events/member-event';
import { eventHref } from '../../i18n/event-href';
import { formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { SeatConfirmForm } from '../../components/programme/seat-confirm-form';
import { MeLeaveButton } from './me-leave-button';

type Props = {
  id: string;
  title: MessageKey;
  empty: MessageKey;
  events: MemberEvent[];
  /** Organisers get an edit link next to each event, and the attendee list and check-in of a seminar. */
  editable?: boolean;
  /** The signed-in user, who may leave the seminars listed (the joined list). */
  leaveAs?: number;
  children?: ReactNode;
};

/** A list of the user's events, each linking to its page (by event type). */
export function MeEvents({ id, title, empty, events, editable = false, leaveAs, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  return (
    <section className="me-card" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      {events.length === 0 ? (
        <div className="empty-state">
          <p>{t(empty)}</p>
          {children}
        </div>
      ) : (
        <ul className="me-events" role="list">
          {events.map((event) => {
            const name = localized(event.name, event.name_en, locale);
            const detail = eventHref({ id: event.id, slug: event.slug, slug_en: event.slug_en, type: event.eventtypeId }, locale);
            return (
              <li key={event.id} className="me-event">
                <p className="me-event-when">
                  <time dateTime={isoDateTime(event.start)}>
                    {formatDate(event.start, locale, tz)}, {formatTimeRange(event.start, event.end, locale, tz)}
                  </time>
                </p>
                <p className="me-event-name">
                  <Link to={detail}>{name}</Link>
                  {event.published ? null : <span className="me-badge">{t('me.draft')}</span>}
                </p>
                {event.queuePosition !== undefined ? (
                  <p className="me-event-queue">{t('me.queuePosition', { position: event.queuePosition })}</p>
                ) : null}
                {event.confirmBy && leaveAs !== undefined ? (
                  <SeatConfirmForm eventId={event.id} deadline={event.confirmBy} name={name} />
                ) : null}
                {event.location ? (
                  <p className="me-event-where">{localized(event.location.name, event.location.name_en, locale)}</p>
                ) : null}
                {editable || (leaveAs !== undefined && event.leavable) ? (
                  <div className="me-event-actions">
                    {editable ? (
                      <Link
                        to={href('EventEdit', { id: event.id }, locale)}
                        className="button button-small button-ghost"
                        aria-label={t('me.editLabel', { name })}
                      >
                        {t('me.edit')}
                      </Link>
                    ) : null}
                    {editable && event.eventtypeId === EVENT_TYPE.seminar ? (
                      <Link
                        to={`${detail}#event-attendees`}
                        className="button button-small button-ghost"
                        aria-label={t('me.attendeesLabel', { name })}
                      >
                        {t('me.attendees')}
                      </Link>
                    ) : null}
                    {editable && event.eventtypeId === EVENT_TYPE.seminar && event.published ? (
                      <Link
                        to={href('CheckIn', { id: event.id }, locale)}
                        className="button button-small button-ghost"
                        aria-label={t('me.checkinLabel', { name })}
                      >
                        {t('me.checkin')}
                      </Link>
                    ) : null}
                    {leaveAs !== undefined && event.leavable ? (
                      <MeLeaveButton
                        eventId={event.id}
                        userId={leaveAs}
                        name={name}
                        waiting={event.queuePosition !== undefined}
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
