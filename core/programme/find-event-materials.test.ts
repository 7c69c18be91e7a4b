import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { eventEmbeds, eventFiles } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEmbed, createEvent, createFile } from '../../tests/factories';
import { EMBED_TYPE } from '../embeds/embed-types';
import { findEventMaterials } from './find-event-materials';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const start = new Date('2021-10-12T08:00:00Z');
const end = new Date('2021-10-12T09:30:00Z');

async function eventWith(embeds: Parameters<typeof createEmbed>[1][], fileValues: Parameters<typeof createFile>[1][] = []) {
  const db = database.db;
  const event = await createEvent(db, { start, end });
  for (const values of embeds) {
    const embed = await createEmbed(db, values);
    await db.insert(eventEmbeds).values({ eventId: event.id, embedId: embed.id });
  }
  for (const values of fileValues) {
    const file = await createFile(db, values);
    await db.insert(eventFiles).values({ eventId: event.id, fileId: file.id });
  }
  return event;
}

describe('findEventMaterials', () => {
  it('gives files with type and size, videos for the player and chats as links; drafts stay hidden', async () => {
    const event = await eventWith(
      [
        { name: 'Přenos', url: 'dQw4w9WgXcQ', type: EMBED_TYPE.youtube, order: 1 },
        { name: 'Dotazy', url: 'innoweek21', type: EMBED_TYPE.slido, order: 2 },
        { name: 'Schůzka', url: '83124567890?pwd=Xy12', type: EMBED_TYPE.zoom, order: 3 },
        { name: 'Koncept', url: '588201144', type: EMBED_TYPE.vimeo, published_at: null },
      ],
      [{ name: 'Program.pdf', ext: '.pdf', mime: 'application/pdf', size: 2049, url: '/uploads/program_a1.pdf' }],
    );
    const materials = await findEventMaterials(database.db, { eventId: event.id, end, now: start });
    expect(materials.files).toEqual([
      expect.objectContaining({
        name: 'Program.pdf',
        ext: '.pdf',
        mime: 'application/pdf',
        size: 2049,
        url: '/uploads/program_a1.pdf',
      }),
    ]);
    expect(materials.videos).toEqual([
      expect.objectContaining({ name: 'Přenos', kind: 'player', platform: 'youtube', code: 'dQw4w9WgXcQ', recording: false }),
    ]);
    expect(materials.sources).toEqual([
      expect.objectContaining({ name: 'Dotazy', href: 'https://app.sli.do/event/innoweek21' }),
      expect.objectContaining({ name: 'Schůzka', href: 'https://zoom.us/j/83124567890?pwd=Xy12' }),
    ]);
  });

  it('shows a recording only after the event, and then instead of the live video', async () => {
    const event = await eventWith([
      { name: 'Živě', url: 'live1', type: EMBED_TYPE.youtube, order: 1 },
      { name: 'Záznam', url: '588201144', type: EMBED_TYPE.vimeo, order: 2, recording: true },
    ]);
    const names = async (now: Date) =>
      (await findEventMaterials(database.db, { eventId: event.id, end, now })).videos.map((v) => v.name);
    expect(await names(start)).toEqual(['Živě']);
    expect(await names(new Date(end.getTime() - 1))).toEqual(['Živě']);
    expect(await names(end)).toEqual(['Záznam']);
  });

  it('keeps the live video after the event when no recording was attached', async () => {
    const event = await eventWith([{ name: 'Živě', url: 'live2', type: EMBED_TYPE.youtube }]);
    const after = await findEventMaterials(database.db, { eventId: event.id, end, now: new Date('2021-10-13T00:00:00Z') });
    expect(after.videos.map((v) => v.name)).toEqual(['Živě']);
  });

  it('leaves out what it cannot open: a Rocket.chat room without its server, an unknown type', async () => {
    const event = await eventWith([
      { name: 'Chat bez serveru', url: 'innoweek', type: EMBED_TYPE.rocketchat },
      { name: 'Chat', url: 'chat.example.cz/channel/innoweek', type: EMBED_TYPE.rocketchat },
      { name: 'Neznámý', url: 'x', type: 9 },
    ]);
    const materials = await findEventMaterials(database.db, { eventId: event.id, end, now: start });
    expect(materials.sources.map((s) => [s.name, s.href])).toEqual([['Chat', 'https://chat.example.cz/channel/innoweek']]);
    expect(materials.videos).toEqual([]);
  });
});
