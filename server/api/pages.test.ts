import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiMenuPage } from '../../core/pages/menu-page-query';
import type { ApiPage } from '../../core/pages/page-query';

let t: ApiTestContext;
type U = Awaited<ReturnType<typeof f.createUser>>;
let admin: U, organizer: U;
let cs: { id: number }, en: { id: number }, draft: { id: number }, enDraft: { id: number };

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  admin = await f.createAdmin(db);
  organizer = await f.createOrganizer(db);
  cs = await f.createPage(db, { name: 'O nás', slug: 'o-nas', locale: 'cs', localizationGroup: 1, content: '<p>Ahoj</p>' });
  en = await f.createPage(db, { name: 'About', slug: 'about', locale: 'en', localizationGroup: 1 });
  draft = await f.createPage(db, { name: 'Koncept', slug: 'koncept', locale: 'cs', localizationGroup: 2, published_at: null });
  enDraft = await f.createPage(db, { name: 'Draft', slug: 'draft', locale: 'en', localizationGroup: 2, published_at: null });
  await f.createMenuPage(db, { locale: 'cs', position: 2, pageId: cs.id });
  await f.createMenuPage(db, { locale: 'cs', position: 1, pageId: draft.id });
  await f.createMenuPage(db, { locale: 'cs', position: 3 });
  await f.createMenuPage(db, { locale: 'en', position: 1, pageId: en.id });
});
afterAll(async () => {
  await t.database.close();
});

describe('GET /api/pages', () => {
  test('one locale at a time: cs by default, en, or all', async () => {
    expect((await t.json<ApiPage[]>('/api/pages')).map((p) => p.slug)).toEqual(['o-nas']);
    expect((await t.json<ApiPage[]>('/api/pages?_locale=en')).map((p) => p.slug)).toEqual(['about']);
    expect((await t.json<ApiPage[]>('/api/pages?_locale=all')).map((p) => p.slug)).toEqual(['o-nas', 'about']);
    expect(await t.json<number>('/api/pages/count?_locale=all')).toBe(2);
    expect((await t.json<ApiPage[]>('/api/pages?slug=about&_locale=en')).map((p) => p.id)).toEqual([en.id]);
  });

  test('a page carries its localizations', async () => {
    const page = await t.json<ApiPage>(`/api/pages/${cs.id}`);
    expect(page).toMatchObject({
      id: cs.id,
      name: 'O nás',
      slug: 'o-nas',
      locale: 'cs',
      content: '<p>Ahoj</p>',
      localizations: [{ id: en.id, locale: 'en' }],
    });
    expect((await t.json<ApiPage>(`/api/pages/${en.id}`)).localizations).toEqual([{ id: cs.id, locale: 'cs' }]);
  });

  test('drafts: only Admins asking for preview', async () => {
    for (const who of [null, organizer]) {
      expect((await t.get(`/api/pages/${draft.id}?_publicationState=preview`, who)).status).toBe(404);
      expect((await t.json<ApiPage[]>('/api/pages?_publicationState=preview', who)).map((p) => p.slug)).toEqual(['o-nas']);
    }
    expect((await t.get(`/api/pages/${draft.id}`, admin)).status).toBe(404);
    const page = await t.json<ApiPage>(`/api/pages/${draft.id}?_publicationState=preview`, admin);
    expect(page.localizations).toEqual([{ id: enDraft.id, locale: 'en' }]);
    expect((await t.json<ApiPage[]>('/api/pages?_publicationState=preview', admin)).map((p) => p.slug)).toEqual([
      'o-nas',
      'koncept',
    ]);
  });
});

describe('GET /api/menupages', () => {
  test('entries of one locale in position order, with the page or null', async () => {
    const menu = await t.json<ApiMenuPage[]>('/api/menupages');
    expect(menu.map((m) => [m.locale, m.position, m.page])).toEqual([
      ['cs', 1, null],
      ['cs', 2, { id: cs.id, slug: 'o-nas', name: 'O nás' }],
      ['cs', 3, null],
    ]);
    const enMenu = await t.json<ApiMenuPage[]>('/api/menupages?_locale=en');
    expect(enMenu.map((m) => m.page)).toEqual([{ id: en.id, slug: 'about', name: 'About' }]);
    expect(await t.json<number>('/api/menupages/count?_locale=all')).toBe(4);
  });

  test('an unpublished page shows only to Admins in preview', async () => {
    const [first] = await t.json<ApiMenuPage[]>('/api/menupages?_publicationState=preview', admin);
    expect(first?.page).toEqual({ id: draft.id, slug: 'koncept', name: 'Koncept' });
    const [asGuest] = await t.json<ApiMenuPage[]>('/api/menupages?_publicationState=preview');
    expect(asGuest?.page).toBeNull();
  });
});
