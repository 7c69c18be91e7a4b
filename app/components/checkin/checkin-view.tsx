import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../ui/link';
import type { Attendee } from '../../../core/attendance/find-attendees';
import { isErrorCode } from '../../../core/errors/error-codes';
import { foldText } from '../../../core/search/fold-text';
import { intlLocale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { useToast } from '../toasts';
import { Notification } from '../ui/notification';
import { registerDoorWorker } from '../door/register-door-worker';
import { useCheckinSync } from './use-checkin-sync';
import '../../styles/checkin.css';

/**
 * `Jana Veselá` as `Veselá Jana`: the list sorts by surname. The name is the displayed one
 * (first and last name, or the username), so its last word is taken as the surname.
 */
export function surnameFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? [words.at(-1), ...words.slice(0, -1)].join(' ') : name;
}

/** Every word of the search in the attendee's name, e-mail or company; accents and case ignored. */
function matches(a: Attendee, words: string[]): boolean {
  const text = foldText(`${a.name} ${a.email} ${a.company ?? ''}`);
  return words.every((w) => text.includes(w));
}

/**
 * The check-in at the door (issue 10 item 10, decision 025): a seminar's attendees with a search
 * and a large present switch each, for an organiser's phone. Ticks are queued on the device and
 * sent as single marks with their time, so they survive a dropped connection and never undo a
 * newer tick from the other phone at the door; the list is read again while online.
 */
export function CheckinView({ eventId, initial, backTo }: { eventId: number; initial: Attendee[]; backTo: string }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const location = useLocation();
  const toast = useToast();
  const refusals = useRef(0);
  const [search, setSearch] = useState('');
  const searchId = useId();

  const sync = useCheckinSync({
    eventId,
    initial,
    onRefused: (code, user) =>
      toast({
        id: `checkin-refused-${++refusals.current}`,
        tone: 'danger',
        text: t('checkin.refused', {
          name: sync.attendees.find((a) => a.id === user)?.name ?? `#${user}`,
          reason: t(isErrorCode(code) ? code : 'attendees.saveFailed'),
        }),
      }),
  });

  const collator = useMemo(() => new Intl.Collator(intlLocale(locale)), [locale]);
  // By surname, as a printed list at the door is read (decision 116).
  const sorted = useMemo(
    () => [...sync.attendees].sort((a, b) => collator.compare(surnameFirst(a.name), surnameFirst(b.name))),
    [sync.attendees, collator],
  );
  useEffect(() => registerDoorWorker(), []);
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const shown = words.length ? sorted.filter((a) => matches(a, words)) : sorted;
  const presentCount = sync.attendees.filter((a) => sync.isPresent(a.id)).length;
  const unsent = sync.queue.length;
  const pendingUsers = new Set(sync.queue.map((m) => m.user));
  const time = (d: Date) => new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: tz }).format(d);

  return (
    <div className="checkin">
      <div className="checkin-tools">
        <div className="checkin-search">
          <label htmlFor={searchId}>{t('checkin.search')}</label>
          <input
            id={searchId}
            type="search"
            className="field-input"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={t('checkin.searchHint')}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <p className="checkin-summary">{t('checkin.summary', { present: presentCount, count: sync.attendees.length })}</p>
      </div>

      {sync.signedOut ? (
        <Notification tone="danger">
          {t('checkin.signedOut')}{' '}
          <Link to={`${href('Login', {}, locale)}?redirectTo=${encodeURIComponent(location.pathname)}`} className="text-link">
            {t('checkin.signIn')}
          </Link>
        </Notification>
      ) : null}

      {sync.attendees.length === 0 ? (
        <p className="event-muted">{t('attendees.none')}</p>
      ) : shown.length === 0 ? (
        <p className="event-muted">{t('checkin.noMatch', { text: search.trim() })}</p>
      ) : (
        <ul className="checkin-list" role="list">
          {shown.map((a) => (
            <CheckinRow
              key={a.id}
              attendee={a}
              present={sync.isPresent(a.id)}
              pending={pendingUsers.has(a.id)}
              onToggle={(present) => sync.mark(a.id, present)}
            />
          ))}
        </ul>
      )}

      <div className="checkin-bar">
        <p className="checkin-status" role="status">
          <span className={`checkin-dot ${sync.online ? 'is-online' : 'is-offline'}`} aria-hidden="true" />
          <span className="checkin-connection">{t(sync.online ? 'checkin.online' : 'checkin.offline')}</span>{' '}
          <span className="checkin-sep" aria-hidden="true">
            ·
          </span>{' '}
          <span className={unsent ? 'checkin-unsent' : undefined}>
            {unsent ? t('checkin.unsent', { count: unsent }) : sync.sending ? t('checkin.sending') : t('checkin.allSent')}
          </span>
        </p>
        {sync.online ? (
          sync.syncedAt ? (
            <p className="checkin-note">{t('checkin.syncedAt', { time: time(sync.syncedAt) })}</p>
          ) : null
        ) : (
          <p className="checkin-note">{t('checkin.offlineHint')}</p>
        )}
      </div>

      <p className="checkin-back">
        <Link to={backTo} className="text-link">
          {t('checkin.back')}
        </Link>
      </p>
    </div>
  );
}

/** One attendee: tapping the name or the switch toggles; the switch is the one focusable control. */
function CheckinRow({
  attendee,
  present,
  pending,
  onToggle,
}: {
  attendee: Attendee;
  present: boolean;
  pending: boolean;
  onToggle: (present: boolean) => void;
}) {
  const t = useT();
  const switchId = useId();
  const details = [attendee.company, attendee.email].filter(Boolean).join(' · ');
  return (
    <li className={`checkin-item${present ? ' is-present' : ''}`}>
      <label htmlFor={switchId} className="checkin-who">
        <span className="checkin-name">{attendee.name}</span>
        {details ? <span className="checkin-details">{details}</span> : null}
        {pending ? <span className="checkin-pending">{t('checkin.pending')}</span> : null}
      </label>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={present}
        aria-label={t('attendees.presentOf', { name: attendee.name })}
        className="checkin-switch"
        onClick={() => onToggle(!present)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 12.5 4 4 8-9" />
        </svg>
      </button>
    </li>
  );
}
