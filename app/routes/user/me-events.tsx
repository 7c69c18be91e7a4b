import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EVENT_TYPE } from '../../../core/events/event-types';
import type { MemberEvent } from '../../../core/events/member-event';
import { eventHref } from '../../components/programme/event-paths';
import { formatDate, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';

type Props = {
  id: string;
  title: MessageKey;
  empty: MessageKey;
  events: MemberEvent[];
  /** Organisers get an edit link next to each event, and a check-in link next to a seminar. */
  editable?: boolean;
  children?: ReactNode;
};

/** A list of the user's events, each linking to its page (by event type). */
export function MeEvents({ id, title, empty, events, editable = false, children }: Props) {
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
            const detail = eventHref({ id: event.id, slug: event.slug, type: event.eventtypeId }, locale);
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
                {event.location ? (
                  <p className="me-event-where">{localized(event.location.name, event.location.name_en, locale)}</p>
                ) : null}
                {editable ? (
                  <div className="me-event-edit">
                    <Link
                      to={href('EventEdit', { id: event.id }, locale)}
                      className="button button-small button-ghost"
                      aria-label={t('me.editLabel', { name })}
                    >
                      {t('me.edit')}
                    </Link>
                    {event.eventtypeId === EVENT_TYPE.seminar && event.published ? (
                      <Link
                        to={href('CheckIn', { id: event.id }, locale)}
                        className="button button-small button-ghost"
                        aria-label={t('me.checkinLabel', { name })}
                      >
                        {t('me.checkin')}
                      </Link>
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
