import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createSpeaker } from '../../tests/factories';
import { getConferenceProgramme } from './get-conference-programme';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const TZ = 'Europe/Prague';
const at = (time: string) => new Date(`2021-10-11T${time}:00+02:00`);

describe('getConferenceProgramme', () => {
  it('has no timeline before a panel is published', async () => {
    await createEvent(database.db, { eventtypeId: EVENT_TYPE.conference, published_at: null });
    expect(await getConferenceProgramme(database.db, { timezone: TZ, viewer: null })).toEqual({
      day: null,
      start: null,
      end: null,
      entries: [],
    });
  });

  it('merges the published panels with the fixed breaks in time order', async () => {
    const db = database.db;
    const [a, b, hidden] = [
      await createSpeaker(db, { name: 'Alena' }),
      await createSpeaker(db, { name: 'Boris', job: 'CEO', job_en: 'Chief executive' }),
      await createSpeaker(db, { name: 'Draft', published_at: null }),
    ];
    const conference = { eventtypeId: EVENT_TYPE.conference };
    const hydrogen = await createEvent(db, { ...conference, name: 'Vodík', start: at('11:00'), end: at('12:15') });
    const ai = await createEvent(db, {
      ...conference,
      name: 'AI',
      start: at('09:30'),
      end: at('10:45'),
      speakers: [a.id, b.id, hidden.id],
      speakers_order: `${b.id},${a.id}`,
      description: '<p>Panel <script>x()</script><strong>AI</strong></p>',
    });
    await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, start: at('10:00'), end: at('11:00') });

    const programme = await getConferenceProgramme(db, { timezone: TZ, viewer: null });
    expect(programme.day).toBe('2021-10-11');
    expect(programme.start).toBe(at('09:30').toISOString());
    expect(programme.end).toBe(at('16:00').toISOString());
    expect(programme.entries.map((e) => (e.kind === 'panel' ? e.panel.id : e.break))).toEqual([
      ai.id,
      'coffee',
      hydrogen.id,
      'lunch',
      'networking',
    ]);
    const coffee = programme.entries[1]!;
    expect([coffee.start, coffee.end]).toEqual([at('10:45').toISOString(), at('11:00').toISOString()]);
    const panel = programme.entries[0]!;
    if (panel.kind !== 'panel') throw new Error('expected a panel');
    expect(panel.panel.speakers.map((s) => [s.name, s.job_en])).toEqual([
      ['Boris', 'Chief executive'],
      ['Alena', null],
    ]);
    expect(panel.panel.description).toBe('<p>Panel <strong>AI</strong></p>');
  });
});
