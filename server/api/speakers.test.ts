import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiSpeaker } from '../../core/speakers/speaker-query';

let t: ApiTestContext;
type U = Awaited<ReturnType<typeof f.createUser>>;
let admin: U, organizer: U, self: U, guestless: U;
let published: { id: number }, draft: { id: number }, otherDraft: { id: number };

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  admin = await f.createAdmin(db);
  organizer = await f.createOrganizer(db);
  self = await f.createUser(db, { roleId: 4 });
  guestless = await f.createUser(db);
  const image = await f.createFile(db);
  published = await f.createSpeaker(db, { name: 'Anna Published', imageId: image.id, editors: [self.id] });
  draft = await f.createSpeaker(db, { name: 'Bara Draft', published_at: null, editors: [self.id] });
  otherDraft = await f.createSpeaker(db, { name: 'Cyril Draft', published_at: null });
});
afterAll(async () => {
  await t.database.close();
});

const names = async (who: U | null, qs = '') =>
  (await t.json<ApiSpeaker[]>(`/api/speakers?_sort=name:asc${qs}`, who)).map((s) => s.name);

describe('GET /api/speakers', () => {
  test('published only without preview, whoever asks', async () => {
    for (const who of [null, guestless, self, organizer, admin]) expect(await names(who)).toEqual(['Anna Published']);
  });

  test('preview: Admin sees all drafts, a listed user their own, an Organizer none', async () => {
    expect(await names(admin, '&_publicationState=preview')).toEqual(['Anna Published', 'Bara Draft', 'Cyril Draft']);
    expect(await names(self, '&_publicationState=preview')).toEqual(['Anna Published', 'Bara Draft']);
    expect(await names(organizer, '&_publicationState=preview')).toEqual(['Anna Published']);
    expect(await names(null, '&_publicationState=preview')).toEqual(['Anna Published']);
    expect(await t.json<number>('/api/speakers/count?_publicationState=preview', admin)).toBe(3);
    expect(await t.json<number>('/api/speakers/count?_publicationState=preview', self)).toBe(2);
  });

  test('a draft by id', async () => {
    expect((await t.get(`/api/speakers/${draft.id}`, self)).status).toBe(404);
    expect((await t.get(`/api/speakers/${draft.id}?_publicationState=preview`, self)).status).toBe(200);
    expect((await t.get(`/api/speakers/${otherDraft.id}?_publicationState=preview`, self)).status).toBe(404);
    expect((await t.get(`/api/speakers/${otherDraft.id}?_publicationState=preview`, organizer)).status).toBe(404);
    expect((await t.get(`/api/speakers/${otherDraft.id}?_publicationState=preview`, admin)).status).toBe(200);
  });

  test('image expanded; users_can_edit for Admins only', async () => {
    const s = await t.json<ApiSpeaker>(`/api/speakers/${published.id}`);
    expect(s.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\//) });
    expect(s).not.toHaveProperty('users_can_edit');
    expect(await t.json<ApiSpeaker>(`/api/speakers/${published.id}`, self)).not.toHaveProperty('users_can_edit');
    expect((await t.json<ApiSpeaker>(`/api/speakers/${published.id}`, admin)).users_can_edit).toEqual([
      { id: self.id, username: self.username, email: self.email },
    ]);
  });

  test('users_can_edit filter: own id or Admin, else 403', async () => {
    expect(await names(self, `&users_can_edit.id=${self.id}&_publicationState=preview`)).toEqual([
      'Anna Published',
      'Bara Draft',
    ]);
    expect((await t.get(`/api/speakers?users_can_edit.id=${self.id}`, guestless)).status).toBe(403);
    expect((await t.get(`/api/speakers?users_can_edit.id=${self.id}`)).status).toBe(403);
    expect(await names(admin, `&users_can_edit_eq=${self.id}`)).toEqual(['Anna Published']);
  });

  test('speakers of an event', async () => {
    const e = await f.createEvent(t.database.db, { speakers: [published.id] });
    expect(await names(null, `&events.id=${e.id}`)).toEqual(['Anna Published']);
  });
});
