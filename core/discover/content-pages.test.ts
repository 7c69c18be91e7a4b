import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../tests/db';
import { createMenuPage, createPage } from '../../tests/factories';
import { findSideMenu } from './find-side-menu';
import { getContentPage } from './get-content-page';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('getContentPage', () => {
  it('shows a page in its own language with its localizations and sanitized content', async () => {
    const db = database.db;
    const cs = await createPage(db, { locale: 'cs', slug: 'o-akci', content: '<p>Ahoj<script>x()</script></p>' });
    const en = await createPage(db, { locale: 'en', slug: 'about', localizationGroup: cs.localizationGroup });
    const answer = await getContentPage(db, { id: cs.id, locale: 'cs' });
    expect(answer).toMatchObject({
      page: { id: cs.id, content: '<p>Ahoj</p>', localizations: [{ id: en.id, slug: 'about', locale: 'en' }] },
    });
  });

  it('sends a visitor of the other language to the localization in that language', async () => {
    const db = database.db;
    const cs = await createPage(db, { locale: 'cs' });
    const en = await createPage(db, { locale: 'en', slug: 'in-english', localizationGroup: cs.localizationGroup });
    expect(await getContentPage(db, { id: cs.id, locale: 'en' })).toEqual({
      localization: { id: en.id, slug: 'in-english' },
    });
    expect(await getContentPage(db, { id: en.id, locale: 'cs' })).toEqual({
      localization: { id: cs.id, slug: cs.slug },
    });
  });

  it('shows the page itself when no published localization exists', async () => {
    const db = database.db;
    const cs = await createPage(db, { locale: 'cs' });
    await createPage(db, { locale: 'en', localizationGroup: cs.localizationGroup, published_at: null });
    const answer = await getContentPage(db, { id: cs.id, locale: 'en' });
    expect(answer).toMatchObject({ page: { id: cs.id, localizations: [] } });
  });

  it('is not found while unpublished', async () => {
    const draft = await createPage(database.db, { published_at: null });
    await expect(getContentPage(database.db, { id: draft.id, locale: 'cs' })).rejects.toMatchObject({
      code: 'Entry.notFound',
    });
  });
});

describe('findSideMenu', () => {
  it('gives the entries of one language in order, leaving out those without a published page', async () => {
    const db = database.db;
    const first = await createPage(db, { name: 'První' });
    const second = await createPage(db, { name: 'Druhá' });
    const draft = await createPage(db, { published_at: null });
    const english = await createPage(db, { locale: 'en' });
    const a = await createMenuPage(db, { locale: 'cs', position: 2, pageId: second.id });
    const b = await createMenuPage(db, { locale: 'cs', position: 1, pageId: first.id });
    await createMenuPage(db, { locale: 'cs', position: 3, pageId: null });
    await createMenuPage(db, { locale: 'cs', position: 4, pageId: draft.id });
    await createMenuPage(db, { locale: 'en', position: 1, pageId: english.id });
    const menu = await findSideMenu(db, { locale: 'cs' });
    expect(menu.map((e) => [e.id, e.page.name])).toEqual([
      [b.id, 'První'],
      [a.id, 'Druhá'],
    ]);
    expect((await findSideMenu(db, { locale: 'en' })).map((e) => e.page.id)).toEqual([english.id]);
  });
});
