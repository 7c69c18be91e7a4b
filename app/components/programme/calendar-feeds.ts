import type { Locale } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { EVENT_TYPE } from '../../../core/events/event-types';

export type FeedArea = 'seminars' | 'accompanying' | 'conference' | 'week';

/** `type` null: every area (the whole week). */
type Feed = { area: FeedArea; type: number | null; title: MessageKey; file: Record<Locale, string> };

/** The calendar feed of each programme area and of the whole week, with a file name in each language. */
export const CALENDAR_FEEDS: readonly Feed[] = [
  {
    area: 'seminars',
    type: EVENT_TYPE.seminar,
    title: 'seminars.title',
    file: { cs: 'odborne-seminare.ics', en: 'professional-seminars.ics' },
  },
  {
    area: 'accompanying',
    type: EVENT_TYPE.accompanying,
    title: 'accompanying.title',
    file: { cs: 'doprovodne-akce.ics', en: 'accompanying-events.ics' },
  },
  {
    area: 'conference',
    type: EVENT_TYPE.conference,
    title: 'conference.title',
    file: { cs: 'mezinarodni-konference.ics', en: 'international-conference.ics' },
  },
  { area: 'week', type: null, title: 'calendar.feedTitle', file: { cs: 'cely-tyden.ics', en: 'whole-week.ics' } },
];

/** An area's feed: the current edition's, or with its year an archived edition's (decision 162). */
export function feedHref(area: FeedArea, locale: Locale, archiveYear: number | null = null): string {
  const feed = CALENDAR_FEEDS.find((f) => f.area === area)!;
  if (archiveYear !== null) return href('ArchiveCalendar', { year: archiveYear, feed: feed.file[locale] }, locale);
  return href('ProgrammeCalendar', { feed: feed.file[locale] }, locale);
}

/** The feed a file name stands for in a locale, or undefined. */
export function feedByFile(file: string | undefined, locale: Locale): Feed | undefined {
  return CALENDAR_FEEDS.find((f) => f.file[locale] === file);
}
