import type { Waitlist } from '../../../core/signups/signup-input';
import { isoDateTime } from '../../i18n/format-date';
import { intlLocale } from '../../i18n/locale';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { displayName } from '../../auth/public-user';

/**
 * A full seminar's waiting list for its editors, in queue order: position 1 gets the next seat
 * that frees, automatically (decision 023). Shown only when someone waits.
 */
export function WaitlistSection({ waitlist }: { waitlist: Waitlist['data'] }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (waitlist.length === 0) return null;
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return (
    <section aria-labelledby="event-waitlist" className="attendees">
      <div className="attendees-head">
        <h2 id="event-waitlist" className="event-section-title">
          {t('waitlist.title')}
        </h2>
        <p className="attendees-summary">{t('waitlist.summary', { count: waitlist.length })}</p>
      </div>
      <table className="attendees-table">
        <thead>
          <tr>
            <th scope="col">{t('waitlist.position')}</th>
            <th scope="col">{t('attendees.name')}</th>
            <th scope="col">{t('attendees.email')}</th>
            <th scope="col">{t('attendees.phone')}</th>
            <th scope="col">{t('attendees.company')}</th>
            <th scope="col">{t('waitlist.since')}</th>
          </tr>
        </thead>
        <tbody>
          {waitlist.map(({ position, created_at, user }) => {
            const name = displayName(user);
            return (
              <tr key={user.id}>
                <td data-label={t('waitlist.position')}>{position}.</td>
                <th scope="row" data-label={t('attendees.name')}>
                  {name}
                </th>
                <td data-label={t('attendees.email')} className="attendee-email">
                  <a href={`mailto:${user.email}`}>{user.email}</a>
                </td>
                <td data-label={t('attendees.phone')} className="attendee-phone">
                  {user.phone ? <a href={`tel:${user.phone.replace(/\s+/g, '')}`}>{user.phone}</a> : null}
                </td>
                <td data-label={t('attendees.company')}>{user.company}</td>
                <td data-label={t('waitlist.since')}>
                  <time dateTime={isoDateTime(created_at)}>{when.format(new Date(created_at))}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
