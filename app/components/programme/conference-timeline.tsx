import type { BreakKind, ConferenceProgramme, TimelineEntry } from '../../../core/programme/conference-timeline';
import type { LiveStream } from '../../../core/livestreams/live-stream-of';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { formatTime, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { CalendarLink } from './calendar-link';
import { StarToggle } from './star-toggle';
import { WatchLiveLink } from './watch-live-link';
import { useSessionPhase } from './programme-clock';
import { SessionState } from './session-state';
import { eventCalendarHref, panelAnchor } from './event-paths';
import { LineIcon, PEOPLE } from './line-icon';
import { SpeakerList } from './speaker-list';

/** The breaks' line icons, which only the conference's timeline draws. */
const breakIcons: Record<BreakKind, string> = {
  coffee: 'M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V9zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M11 3v3M14 3v3',
  lunch: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 21V3c-2 1.5-3 4-3 7v3h3',
  networking: PEOPLE,
};

/** The conference day from its start label to the END marker: panels and breaks in time order. */
export function ConferenceTimeline({
  programme,
  liveStreams = [],
}: {
  programme: ConferenceProgramme;
  /** Panels in a hall and its stream, linked while the panel is in progress. */
  liveStreams?: { panelId: number; stream: LiveStream }[];
}) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  if (!programme.start || !programme.end) return null;
  let panelNumber = 0;
  return (
    <ol className="timeline" role="list" aria-label={t('conference.timeline')}>
      <li className="timeline-marker timeline-start">
        <time className="timeline-time" dateTime={isoDateTime(programme.start)}>
          {formatTime(programme.start, locale, tz)}
        </time>
        <span className="timeline-dot" aria-hidden="true" />
        <span className="timeline-marker-label">{t('conference.start')}</span>
      </li>
      {programme.entries.map((entry) =>
        entry.kind === 'panel' ? (
          <PanelEntry
            key={`p${entry.panel.id}`}
            entry={entry}
            panel={entry.panel}
            number={++panelNumber}
            stream={liveStreams.find((l) => l.panelId === entry.panel.id)?.stream ?? null}
          />
        ) : (
          <li key={`b${entry.break}`} className={`timeline-break timeline-break-${entry.break}`}>
            <time className="timeline-time" dateTime={isoDateTime(entry.start)}>
              {formatTimeRange(entry.start, entry.end, locale, tz)}
            </time>
            <span className="timeline-dot" aria-hidden="true" />
            <p className="timeline-break-label">
              <LineIcon d={breakIcons[entry.break]} />
              {t(`conference.break.${entry.break}`)}
            </p>
          </li>
        ),
      )}
      <li className="timeline-marker timeline-end">
        <time className="timeline-time" dateTime={isoDateTime(programme.end)}>
          {formatTime(programme.end, locale, tz)}
        </time>
        <span className="timeline-dot" aria-hidden="true" />
        <span className="timeline-marker-label">{t('conference.end')}</span>
      </li>
    </ol>
  );
}

type PanelProps = { entry: TimelineEntry; panel: ProgrammeEventDetail; number: number; stream: LiveStream | null };

function PanelEntry({ entry, panel, number, stream }: PanelProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const name = localized(panel.name, panel.name_en, locale);
  const description = localized(panel.description, panel.description_en, locale);
  const titleId = `${panelAnchor(panel.id)}-title`;
  const phase = useSessionPhase(entry);
  return (
    <li id={panelAnchor(panel.id)} className="timeline-panel">
      <time className="timeline-time" dateTime={isoDateTime(entry.start)}>
        {formatTimeRange(entry.start, entry.end, locale, tz)}
      </time>
      <span className="timeline-dot" aria-hidden="true" />
      <article className="panel-card">
        <p className="panel-kicker">
          {t('conference.panelNumber', { number })} {phase === 'running' ? <SessionState phase={phase} /> : null}
        </p>
        <h2 id={titleId} className="panel-title">
          {name}
        </h2>
        <SpeakerList speakers={panel.speakers} label={t('programme.speakers')} loading={number > 1 ? 'lazy' : 'eager'} />
        {description ? (
          <details className="panel-about">
            <summary>{t('conference.aboutPanel')}</summary>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: description }} />
          </details>
        ) : null}
        <div className="panel-actions">
          {stream && phase === 'running' ? <WatchLiveLink stream={stream} name={name} /> : null}
          <StarToggle eventId={panel.id} name={name} withText />
          <CalendarLink href={eventCalendarHref(panel.id, locale)} accessibleName={t('programme.addToCalendarOf', { name })} />
        </div>
      </article>
    </li>
  );
}
