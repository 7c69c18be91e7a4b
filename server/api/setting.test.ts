import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { settings } from '../../db/schema';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiSetting } from '../../core/settings/setting-schema';
import { refusalOf } from '../../tests/refusal';

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => {
  await t.database.close();
});

describe('GET /api/setting', () => {
  test('name, logo, background, patrons order and partners in group and position order', async () => {
    const db = t.database.db;
    const logo = await f.createFile(db);
    const image = await f.createFile(db);
    await db.update(settings).set({ logoId: logo.id, imageId: image.id });
    await f.setPatronsOrder(db, '3,1,2');
    const gold2 = await f.createPartner(db, { name: 'Gold two', group: 'gold', position: 2 });
    const media = await f.createPartner(db, { name: 'Media', group: 'media', position: 0, link: 'https://media.example' });
    const gold1 = await f.createPartner(db, { name: 'Gold one', group: 'gold', position: 1, imageId: logo.id });
    const main = await f.createPartner(db, { name: 'Main', group: 'main', position: 5 });
    const setting = await t.json<ApiSetting>('/api/setting');
    expect(setting).toMatchObject({
      id: 0,
      name: 'Týden inovací ČR',
      name_en: 'Innovation Week Czech Republic',
      logo: { id: logo.id, url: logo.url },
      image: { id: image.id },
      patrons_order: '3,1,2',
    });
    expect(setting.partners.map((p: { id: number }) => p.id)).toEqual([main.id, gold1.id, gold2.id, media.id]);
    expect(setting.partners[1]).toEqual({
      id: gold1.id,
      name: 'Gold one',
      link: null,
      image: expect.objectContaining({ id: logo.id }),
      group: 'gold',
      position: 1,
    });
    expect(setting.partners[3]?.link).toBe('https://media.example');
  });

  test('takes no list parameters', async () => {
    const res = await t.get('/api/setting?_limit=1');
    expect(res.status).toBe(400);
    expect((await refusalOf(res)).field).toBe('_limit');
  });
});
