import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiExhibitor } from '../../core/exhibitors/exhibitor-query';
import { refusalOf } from '../../tests/refusal';

let t: ApiTestContext;
type U = Awaited<ReturnType<typeof f.createUser>>;
let admin: U, editor: U, other: U;
let pub: { id: number }, hidden: { id: number };

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  admin = await f.createAdmin(db);
  editor = await f.createOrganizer(db);
  other = await f.createUser(db);
  const logo = await f.createFile(db, { alternativeText: 'Logo' });
  pub = await f.createExhibitor(db, { name: 'Brno Labs', ispublic: true, logoId: logo.id, person: 'Petr', editors: [editor.id] });
  hidden = await f.createExhibitor(db, { name: 'Aero Works', ispublic: false, editors: [editor.id, other.id] });
  await f.createExhibitor(db, { name: 'Czech Nano', ispublic: true });
});
afterAll(async () => {
  await t.database.close();
});

describe('GET /api/exhibitors', () => {
  test('the fair: public ones sorted by name; everybody sees non-public ones too when not filtering', async () => {
    const fair = await t.json<ApiExhibitor[]>('/api/exhibitors?ispublic=true&_sort=name:asc');
    expect(fair.map((e) => e.name)).toEqual(['Brno Labs', 'Czech Nano']);
    const all = await t.json<ApiExhibitor[]>('/api/exhibitors?_sort=name:asc');
    expect(all.map((e) => e.name)).toEqual(['Aero Works', 'Brno Labs', 'Czech Nano']);
  });

  test('the logo is expanded as media; contacts are public', async () => {
    const e = await t.json<ApiExhibitor>(`/api/exhibitors/${pub.id}`);
    expect(e).toMatchObject({
      id: pub.id,
      name: 'Brno Labs',
      person: 'Petr',
      ispublic: true,
      logo: { alternativeText: 'Logo', mime: 'image/jpeg' },
    });
  });

  test('users_can_edit only for Admins', async () => {
    for (const who of [null, other, editor]) {
      const e = await t.json<ApiExhibitor>(`/api/exhibitors/${hidden.id}`, who);
      expect(e).not.toHaveProperty('users_can_edit');
      const list = await t.json<ApiExhibitor[]>('/api/exhibitors', who);
      for (const x of list) expect(x).not.toHaveProperty('users_can_edit');
    }
    const e = await t.json<ApiExhibitor>(`/api/exhibitors/${hidden.id}`, admin);
    expect(e.users_can_edit).toEqual([
      { id: editor.id, username: editor.username, email: editor.email },
      { id: other.id, username: other.username, email: other.email },
    ]);
    const list = await t.json<ApiExhibitor[]>('/api/exhibitors?_sort=name:asc', admin);
    expect(list.map((x) => x.users_can_edit?.length)).toEqual([2, 1, 0]);
  });

  test('users_can_edit filter: for your own id, or for Admins', async () => {
    const mine = await t.json<ApiExhibitor[]>(
      `/api/exhibitors?users_can_edit_eq=${editor.id}&_publicationState=preview&_sort=name:asc`,
      editor,
    );
    expect(mine.map((e) => e.name)).toEqual(['Aero Works', 'Brno Labs']);
    expect((await t.json<ApiExhibitor[]>(`/api/exhibitors?users_can_edit.id=${other.id}`, other)).map((e) => e.id)).toEqual([
      hidden.id,
    ]);
    expect(await t.json<number>(`/api/exhibitors/count?users_can_edit=${editor.id}`, admin)).toBe(2);
    expect(await t.json<number>(`/api/exhibitors/count?users_can_edit_null=true`, admin)).toBe(1);
  });

  test('asking about somebody else is 403, for guests too', async () => {
    for (const [qs, who] of [
      [`users_can_edit_eq=${editor.id}`, other],
      [`users_can_edit_eq=${editor.id}`, null],
      [`users_can_edit_in=${other.id}&users_can_edit_in=${editor.id}`, other],
      [`users_can_edit_ne=${other.id}`, other],
      ['users_can_edit_null=true', editor],
    ] as const) {
      const res = await t.get(`/api/exhibitors?${qs}`, who);
      expect(res.status).toBe(403);
      expect(await refusalOf(res)).toMatchObject({ statusCode: 403, code: 'Query.editor.ownId' });
      expect((await t.get(`/api/exhibitors/count?${qs}`, who)).status).toBe(403);
    }
  });
});
