import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE, settings } from '../../db/schema';
import type { ApiSetting } from '../../core/settings/setting-schema';
import { createAdmin, createFile, createOrganizer, createPatron, createUser, currentPatronsOrder } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/** PUT /api/setting: the patrons order, Admin only; every id an existing patron, none twice. */
let t: WriteTestContext;
type Row = { id: number; tokenVersion: number; roleId: number };
let admin: Row;
let organizer: Row;
let member: Row;

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  organizer = await createOrganizer(db);
  member = await createUser(db, { roleId: ROLE.confirmed });
});
afterAll(() => t.database.close());

const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const stored = async () => ({
  ...(await t.database.db.select().from(settings))[0]!,
  patrons_order: await currentPatronsOrder(t.database.db),
});
const put = (body: unknown, who: Row | null = admin) => t.send('PUT', '/api/setting', { bearer: who, body });

describe('PUT /api/setting', () => {
  test('a comma-joined order is saved and answered as GET answers the setting', async () => {
    const db = t.database.db;
    const logo = await createFile(db);
    await db.update(settings).set({ logoId: logo.id });
    const [a, b, c] = [await createPatron(db), await createPatron(db), await createPatron(db)];
    const answer = await json<ApiSetting>(await put({ patrons_order: ` ${c.id}, ${a.id},${b.id} ` }), 200);
    expect(answer.patrons_order).toBe(`${c.id},${a.id},${b.id}`);
    expect(answer).toEqual(await json<ApiSetting>(await t.send('GET', '/api/setting'), 200));
    expect(answer.logo).toMatchObject({ id: logo.id });
    expect((await stored()).patrons_order).toBe(`${c.id},${a.id},${b.id}`);
  });

  test('an array of ids is taken too; empty shows no patron', async () => {
    const db = t.database.db;
    const [a, b] = [await createPatron(db), await createPatron(db)];
    expect((await json<ApiSetting>(await put({ patrons_order: [b.id, a.id] }), 200)).patrons_order).toBe(`${b.id},${a.id}`);
    expect((await json<ApiSetting>(await put({ patrons_order: '' }), 200)).patrons_order).toBe('');
    expect((await json<ApiSetting>(await put({ patrons_order: [] }), 200)).patrons_order).toBe('');
  });

  test('unknown patrons are a 400 naming patrons_order and the ids; nothing is saved', async () => {
    const db = t.database.db;
    const a = await createPatron(db);
    await put({ patrons_order: String(a.id) });
    const problem = await refusalOf(await put({ patrons_order: `${a.id},987654` }));
    expect(problem).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field: 'patrons_order' });
    expect(problem.message).toContain('987654');
    expect((await stored()).patrons_order).toBe(String(a.id));
  });

  test('no patron twice; not a list of ids; nothing but patrons_order', async () => {
    const db = t.database.db;
    const [a, b] = [await createPatron(db), await createPatron(db)];
    await put({ patrons_order: String(b.id) });
    const twice = await refusalOf(await put({ patrons_order: [a.id, b.id, a.id] }));
    expect(twice).toMatchObject({ statusCode: 400, code: 'Setting.patronsOrder.duplicate', field: 'patrons_order' });
    expect(twice.message).toContain(String(a.id));
    for (const patrons_order of ['1;2', 'a,b', '1,,2', '-1', '0', [0], ['1'], 1.5, '99999999999', [2147483648]])
      expect(await refusalOf(await put({ patrons_order })), JSON.stringify(patrons_order)).toMatchObject({
        statusCode: 400,
        code: 'Form.error.invalid',
        field: 'patrons_order',
      });
    expect((await refusalOf(await put({ patrons_order: null }))).fields).toEqual({ patrons_order: 'Form.error.required' });
    expect((await refusalOf(await put({}))).fields).toEqual({ patrons_order: 'Form.error.required' });
    expect((await refusalOf(await put({ patrons_order: '', name: 'Jiný web' }))).fields).toEqual({
      name: 'Request.body.unknownField',
    });
    expect(await stored()).toMatchObject({ patrons_order: String(b.id), name: 'Týden inovací ČR' });
  });

  test('guests 401 (before the body is read); members and Organizers 403', async () => {
    const a = await createPatron(t.database.db);
    await put({ patrons_order: '' });
    expect((await refusalOf(await put({ bad: 1 }, null))).code).toBe('Request.unauthorized');
    for (const who of [member, organizer])
      expect(await refusalOf(await put({ patrons_order: String(a.id) }, who))).toMatchObject({
        statusCode: 403,
        code: 'Setting.forbidden.edit',
      });
    expect((await stored()).patrons_order).toBe('');
  });
});
