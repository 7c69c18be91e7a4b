import { describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '../../db/schema';
import { eventHref } from './event-href';

describe('eventHref', () => {
  it('links each type to its page in both languages', () => {
    const e = (eventtype: number) => ({ id: 12, slug: 'ai', eventtype });
    expect(eventHref(e(EVENT_TYPE.seminar), 'cs')).toBe('/odborne-seminare/12/ai');
    expect(eventHref(e(EVENT_TYPE.seminar), 'en')).toBe('/en/professional-seminars/12/ai');
    expect(eventHref(e(EVENT_TYPE.accompanying), 'cs')).toBe('/doprovodne-akce/12/ai');
    expect(eventHref(e(EVENT_TYPE.fair), 'en')).toBe('/en/accompanying-events/12/ai');
    expect(eventHref(e(EVENT_TYPE.conference), 'cs')).toBe('/mezinarodni-konference#panel-12');
  });

  it('leaves out a missing slug', () => {
    expect(eventHref({ id: 7, eventtype: EVENT_TYPE.accompanying }, 'cs')).toBe('/doprovodne-akce/7');
    expect(eventHref({ id: 7, slug: null, eventtype: EVENT_TYPE.seminar }, 'en')).toBe('/en/professional-seminars/7');
  });
});
