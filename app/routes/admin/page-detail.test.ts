import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { pages } from '../../../db/schema';
import { sessionTokenFor } from '../../../tests/auth';
import { createWriteTestContext, type WriteTestContext } from '../../../tests/api-write-context';
import { createAdmin, createPage } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './page-detail';

/**
 * Issue 28 item 1 (decision 084): the page asked for is the page shown, in either admin
 * language, and a save of one language version leaves the other as it was.
 */
let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());
const db = () => t.database.db;

type Signed = { id: number; tokenVersion: number };

function args(path: string, id: number, user: Signed) {
  const context = new RouterContextProvider();
  context.set(appContext, t.deps);
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: `jwt_amphi=${sessionTokenFor(user, t.config)}` } });
  return { request, context, params: { id: String(id) } } as unknown as Parameters<typeof loader>[0];
}

async function pair() {
  const czech = await createPage(db(), { name: 'O akci', slug: `o-akci-${Date.now()}`, locale: 'cs', content: '<p>Česky</p>' });
  const english = await createPage(db(), {
    name: 'About the event',
    slug: `about-${Date.now()}`,
    locale: 'en',
    localizationGroup: czech.localizationGroup,
    content: '<p>In English</p>',
  });
  return { czech, english };
}

describe('the page detail opens the page clicked', () => {
  it('the Czech admin opens the English page, with the Czech text beside it for copying', async () => {
    const admin = await createAdmin(db());
    const { czech, english } = await pair();
    const answer = await loader(args(`/admin/pages/${english.id}`, english.id, admin));
    expect(answer.page).toMatchObject({ id: english.id, locale: 'en', name: 'About the event' });
    expect(answer.czech).toEqual({ name: 'O akci', content: '<p>Česky</p>' });
    expect(answer.page?.localizations).toEqual([{ id: czech.id, locale: 'cs' }]);
  });

  it('the English admin opens the Czech page, with nothing to copy', async () => {
    const admin = await createAdmin(db());
    const { czech } = await pair();
    const answer = await loader(args(`/en/admin/pages/${czech.id}`, czech.id, admin));
    expect(answer.page).toMatchObject({ id: czech.id, locale: 'cs', name: 'O akci' });
    expect(answer.czech).toBeNull();
  });

  it('saving the English version leaves the Czech one as it was', async () => {
    const admin = await createAdmin(db());
    const { czech, english } = await pair();
    const before = (await db().select().from(pages).where(eq(pages.id, czech.id)))[0];
    const res = await t.send('PUT', `/api/pages/${english.id}`, {
      bearer: admin,
      body: { name: 'About Innoweek', slug: `about-innoweek-${english.id}`, content: '<p>New</p>', published_at: null },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [czechAfter] = await db().select().from(pages).where(eq(pages.id, czech.id));
    const [englishAfter] = await db().select().from(pages).where(eq(pages.id, english.id));
    expect(czechAfter).toEqual(before);
    expect(englishAfter).toMatchObject({
      name: 'About Innoweek',
      slug: `about-innoweek-${english.id}`,
      content: '<p>New</p>',
      published_at: null,
    });
  });
});
