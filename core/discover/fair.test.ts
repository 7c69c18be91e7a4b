import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createFile } from '../../tests/factories';
import { AppError } from '../errors/app-error';
import { findFairExhibitors } from './find-fair-exhibitors';
import { getFairExhibitor } from './get-fair-exhibitor';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('findFairExhibitors', () => {
  it('lists public exhibitors only, sorted by name, with their logo', async () => {
    const db = database.db;
    const logo = await createFile(db);
    await createExhibitor(db, { name: 'Zeta labs', logoId: logo.id });
    await createExhibitor(db, { name: 'Alfa centrum' });
    await createExhibitor(db, { name: 'Beta (not public)', ispublic: false });
    const list = await findFairExhibitors(db);
    expect(list.map((e) => e.name)).toEqual(['Alfa centrum', 'Zeta labs']);
    expect(list[1]!.logo).toMatchObject({ url: expect.stringMatching(/^\/uploads\/thumbnail_/) });
    expect(list[0]!.logo).toBeNull();
  });
});

describe('getFairExhibitor', () => {
  it('gives contact, sanitized description and published events by start', async () => {
    const db = database.db;
    const exhibitor = await createExhibitor(db, {
      person: 'Jana Nová',
      phone: '+420 777 000 111',
      email: 'jana@x.example',
      description: '<p>Popis<script>alert(1)</script></p>',
      description_en: '<p onclick="x()">About</p>',
    });
    const later = await createEvent(db, {
      exhibitorId: exhibitor.id,
      start: new Date('2021-10-12T07:00:00Z'),
      end: new Date('2021-10-12T08:00:00Z'),
    });
    const earlier = await createEvent(db, { exhibitorId: exhibitor.id, eventtypeId: EVENT_TYPE.seminar });
    await createEvent(db, { exhibitorId: exhibitor.id, published_at: null });
    await createEvent(db);

    const stand = await getFairExhibitor(db, { id: exhibitor.id, viewer: null });
    expect(stand).toMatchObject({ person: 'Jana Nová', phone: '+420 777 000 111', email: 'jana@x.example' });
    expect(stand.description).toBe('<p>Popis</p>');
    expect(stand.description_en).toBe('<p>About</p>');
    expect(stand.events.map((e) => [e.id, e.eventtype])).toEqual([
      [earlier.id, EVENT_TYPE.seminar],
      [later.id, EVENT_TYPE.accompanying],
    ]);
  });

  it('has no fair page for a non-public exhibitor, nor for an unknown id', async () => {
    const db = database.db;
    const hidden = await createExhibitor(db, { ispublic: false });
    await expect(getFairExhibitor(db, { id: hidden.id, viewer: null })).rejects.toMatchObject({ code: 'Entry.notFound' });
    await expect(getFairExhibitor(db, { id: 2_000_000_000, viewer: null })).rejects.toBeInstanceOf(AppError);
  });
});
