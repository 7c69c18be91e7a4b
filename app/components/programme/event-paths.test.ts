import { describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { matchPath } from '../../i18n/route-paths';
import { CALENDAR_FEEDS, feedByFile, feedHref } from './calendar-feeds';
import { englishEventSlug } from '../../../core/events/event-slug';
import { eventCalendarHref, eventHref, eventSlug, mapsUrl, parseEventCalendarFile } from './event-paths';

describe('event paths', () => {
  it('puts each type in its section, with the slug when there is one', () => {
    expect(eventHref({ id: 12, type: EVENT_TYPE.seminar, slug: 'dekarbonizace-prumyslu', slug_en: null }, 'cs')).toBe(
      '/odborne-seminare/12/dekarbonizace-prumyslu',
    );
    expect(eventHref({ id: 12, type: EVENT_TYPE.seminar, slug: 'dekarbonizace-prumyslu', slug_en: null }, 'en')).toBe(
      '/en/professional-seminars/12/dekarbonizace-prumyslu',
    );
    expect(eventHref({ id: 43, type: EVENT_TYPE.accompanying, slug: '', slug_en: null }, 'cs')).toBe('/doprovodne-akce/43');
    expect(eventHref({ id: 50, type: EVENT_TYPE.fair, slug: 'stanek', slug_en: null }, 'en')).toBe(
      '/en/accompanying-events/50/stanek',
    );
    expect(eventHref({ id: 32, type: EVENT_TYPE.conference, slug: 'ai', slug_en: null }, 'en')).toBe(
      '/en/international-conference#panel-32',
    );
  });

  it("uses the English name's slug on the English pages, the Czech slug elsewhere and without one", () => {
    const seminar = { id: 73, type: EVENT_TYPE.seminar, slug: 'kvantove-pocitace-pro-prumysl-4-0' };
    const slug_en = englishEventSlug('Quantum computers for Industry 4.0');
    expect(slug_en).toBe('quantum-computers-for-industry-4-0');
    expect(eventSlug({ ...seminar, slug_en }, 'en')).toBe(slug_en);
    expect(eventSlug({ ...seminar, slug_en }, 'cs')).toBe(seminar.slug);
    expect(eventSlug({ ...seminar, slug_en: null }, 'en')).toBe(seminar.slug);
    expect(eventHref({ ...seminar, slug_en }, 'en')).toBe('/en/professional-seminars/73/quantum-computers-for-industry-4-0');
    expect(eventHref({ ...seminar, slug_en }, 'cs')).toBe('/odborne-seminare/73/kvantove-pocitace-pro-prumysl-4-0');
  });

  it('makes no English slug of a missing or empty English name', () => {
    for (const none of [null, undefined, '', '   ', '—']) expect(englishEventSlug(none), String(none)).toBeNull();
  });

  it('writes a slug with unusual characters so it reads back the same', () => {
    const path = eventHref({ id: 7, type: EVENT_TYPE.accompanying, slug: 'a b/č', slug_en: null }, 'cs');
    expect(path).toBe('/doprovodne-akce/7/a%20b%2F%C4%8D');
    expect(matchPath(path)).toEqual({ name: 'AccoEventDetail', params: { id: '7', slug: 'a b/č' }, locale: 'cs' });
  });

  it('names calendar files by event id', () => {
    expect(eventCalendarHref(12, 'cs')).toBe('/kalendar/akce/12.ics');
    expect(eventCalendarHref(12, 'en')).toBe('/en/calendar/events/12.ics');
    expect(parseEventCalendarFile('12.ics')).toBe(12);
    for (const bad of ['12', '12.ics.exe', 'x.ics', '0.ics', undefined]) expect(parseEventCalendarFile(bad)).toBeNull();
  });

  it('has a feed per programme area with a file name per language', () => {
    expect(CALENDAR_FEEDS.map((f) => f.type)).toEqual([1, 2, 3, null]);
    expect(feedHref('week', 'en')).toBe('/en/calendar/whole-week.ics');
    expect(feedHref('seminars', 'cs')).toBe('/kalendar/odborne-seminare.ics');
    expect(feedHref('conference', 'en')).toBe('/en/calendar/international-conference.ics');
    expect(feedByFile('doprovodne-akce.ics', 'cs')?.type).toBe(EVENT_TYPE.accompanying);
    expect(feedByFile('doprovodne-akce.ics', 'en')).toBeUndefined();
    // The feed route does not swallow the single-event files.
    expect(matchPath('/kalendar/akce/12.ics').name).toBe('EventCalendar');
    expect(matchPath('/en/calendar/accompanying-events.ics').name).toBe('ProgrammeCalendar');
  });

  it('searches an address on the map', () => {
    expect(mapsUrl('Technická 2710/6, 160 80 Praha 6')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Technick%C3%A1%202710%2F6%2C%20160%2080%20Praha%206',
    );
  });
});
