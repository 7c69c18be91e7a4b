/**
 * The programme PDF of an area (decision 039) through its page loader: a PDF in the language of
 * its path with the area's published events, never a draft or another area's event.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { EVENT_TYPE } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { createTestDatabase } from '../../../tests/db';
import { createEvent, createHall, createSpeaker } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './programme-pdf';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const hall = await createHall(db, { name: 'Sál Řehoř', name_en: 'Hall Gregory' });
  const speaker = await createSpeaker(db, { name: 'Ing. Šárka Žáková' });
  await createEvent(db, {
    name: 'Přednáška o účinnosti',
    name_en: 'Lecture on efficiency',
    eventtypeId: EVENT_TYPE.seminar,
    hallId: hall.id,
    speakers: [speaker.id],
    start: new Date('2021-10-12T12:00:00Z'),
    end: new Date('2021-10-12T13:30:00Z'),
  });
  await createEvent(db, { name: 'Koncept semináře', eventtypeId: EVENT_TYPE.seminar, published_at: null });
  await createEvent(db, { name: 'Doprovodná exkurze', eventtypeId: EVENT_TYPE.accompanying });
});

afterAll(async () => {
  await database?.close();
});

function get(path: string, file: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  return loader({
    request: new Request(`http://localhost${path}`, { headers }),
    context,
    params: { file },
  } as never) as Promise<Response>;
}

async function textOf(res: Response) {
  const proxy = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(proxy, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('programme PDF', () => {
  it('prints the Czech programme of the area: published events with time, hall and speakers, no drafts, no other area', async () => {
    const res = await get('/program-pdf/seminars.pdf', 'seminars.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe('inline; filename="program-seminars.pdf"');
    const text = await textOf(res);
    expect(text).toContain('Odborné semináře');
    expect(text).toContain('Úterý 12. října 2021');
    expect(text).toContain('14:00–15:30 Přednáška o účinnosti Sál Řehoř Ing. Šárka Žáková');
    expect(text).toContain('Plánovaný program');
    expect(text).not.toContain('Koncept semináře');
    expect(text).not.toContain('Doprovodná exkurze');
  });

  it('prints the English programme with English names', async () => {
    const res = await get('/en/programme-pdf/seminars.pdf', 'seminars.pdf');
    expect(res.status).toBe(200);
    const text = await textOf(res);
    expect(text).toContain('Professional seminars');
    expect(text).toContain('Lecture on efficiency');
    expect(text).toContain('Hall Gregory');
    expect(text).not.toContain('Přednáška o účinnosti');
    expect(text).not.toContain('Koncept semináře');
  });

  it('answers 304 to a copy that is still current, and a new file once the programme changes', async () => {
    const first = await get('/program-pdf/accompanying.pdf', 'accompanying.pdf');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/program-pdf/accompanying.pdf', 'accompanying.pdf', { 'If-None-Match': etag })).status).toBe(304);
    await createEvent(database.db, { name: 'Nová vycházka', eventtypeId: EVENT_TYPE.accompanying });
    const changed = await get('/program-pdf/accompanying.pdf', 'accompanying.pdf', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await textOf(changed)).toContain('Nová vycházka');
  });

  it('is a 404 for an unknown area or file name', async () => {
    expect((await get('/program-pdf/workshops.pdf', 'workshops.pdf')).status).toBe(404);
    expect((await get('/program-pdf/seminars', 'seminars')).status).toBe(404);
  });
});
