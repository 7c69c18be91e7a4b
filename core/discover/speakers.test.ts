import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createSpeaker } from '../../tests/factories';
import { findSpeakerProfiles } from './find-speaker-profiles';
import { getSpeakerProfile } from './get-speaker-profile';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('getSpeakerProfile', () => {
  it('gives links, a slug from the name, sanitized description and published events', async () => {
    const db = database.db;
    const speaker = await createSpeaker(db, {
      name: 'doc. Jana Procházková',
      job: 'ředitelka',
      job_en: 'director',
      web_link: 'https://twitter.com/jana',
      linkedin_link: 'https://linkedin.com/in/jana',
      website: 'https://jana.example',
      description: '<p>Bio<img src="x" onerror="alert(1)"></p>',
    });
    const event = await createEvent(db, { speakers: [speaker.id] });
    await createEvent(db, { speakers: [speaker.id], published_at: null });
    const profile = await getSpeakerProfile(db, { id: speaker.id, viewer: null });
    expect(profile).toMatchObject({
      slug: 'doc-jana-prochazkova',
      twitter: 'https://twitter.com/jana',
      linkedin: 'https://linkedin.com/in/jana',
      website: 'https://jana.example',
      job_en: 'director',
    });
    expect(profile.description).not.toContain('onerror');
    expect(profile.events.map((e) => e.id)).toEqual([event.id]);
  });

  it('leaves out a draft event the speaker is linked to', async () => {
    const db = database.db;
    const speaker = await createSpeaker(db);
    await createEvent(db, { speakers: [speaker.id], published_at: null });
    expect((await getSpeakerProfile(db, { id: speaker.id, viewer: null })).events).toEqual([]);
  });

  it('is not found while unpublished', async () => {
    const draft = await createSpeaker(database.db, { published_at: null });
    await expect(getSpeakerProfile(database.db, { id: draft.id, viewer: null })).rejects.toMatchObject({
      code: 'Entry.notFound',
    });
  });
});

describe('findSpeakerProfiles', () => {
  it('lists published speakers by name', async () => {
    const db = database.db;
    await createSpeaker(db, { name: 'Zdeněk Zadní' });
    await createSpeaker(db, { name: 'Adam Přední' });
    await createSpeaker(db, { name: 'Bára Skrytá', published_at: null });
    const names = (await findSpeakerProfiles(db)).map((s) => s.name);
    expect(names).toContain('Adam Přední');
    expect(names).not.toContain('Bára Skrytá');
    expect(names.indexOf('Adam Přední')).toBeLessThan(names.indexOf('Zdeněk Zadní'));
  });
});
