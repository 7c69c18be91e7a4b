import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbed, createEvent, createSpeaker } from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';

/** Filters through a relation must not reveal that a draft exists or who is in it. */
let t: ApiTestContext;
let draftEvent: number;
let draftSpeaker: number;
let draftEmbed: number;
let publicSpeaker: number;
beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  publicSpeaker = (await createSpeaker(db)).id;
  draftSpeaker = (await createSpeaker(db, { published_at: null })).id;
  draftEmbed = (await createEmbed(db, { published_at: null })).id;
  const liveEmbed = (await createEmbed(db)).id;
  draftEvent = (await createEvent(db, { published_at: null, speakers: [publicSpeaker], embeds: [liveEmbed] })).id;
  await createEvent(db, { speakers: [draftSpeaker], embeds: [draftEmbed] });
});
afterAll(() => t.database.close());

describe('relation filters and drafts', () => {
  it('a draft event does not reveal its line-up or its embeds', async () => {
    expect(await t.json(`/api/speakers?events.id=${draftEvent}`)).toEqual([]);
    expect(await t.json(`/api/embeds/count?events.id=${draftEvent}`)).toBe(0);
  });

  it('a draft speaker or embed cannot be detected by counting the events that link it', async () => {
    expect(await t.json(`/api/events/count?speakers.id=${draftSpeaker}`)).toBe(0);
    expect(await t.json(`/api/events/count?embeds.id=${draftEmbed}`)).toBe(0);
  });

  it('published relations still filter as before', async () => {
    const events = await t.json<{ id: number }[]>(`/api/events?speakers.id_null=false`);
    expect(events.length).toBe(0); // the only published event links only a draft speaker
    expect(await t.json(`/api/speakers/count?events.id_null=true`)).toBeGreaterThanOrEqual(1);
  });
});
