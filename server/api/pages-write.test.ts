import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, menuPages, pages, ROLE } from '../../db/schema';
import type { ApiMenuPage } from '../../core/pages/menu-page-query';
import type { ApiPage } from '../../core/pages/page-query';
import { createApp } from '../app';
import { sessionTokenFor } from '../../tests/auth';
import { createAdmin, createMenuPage, createOrganizer, createPage, createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/**
 * The content pages write API (decision 020): pages and their localizations, the side menu as
 * a whole; Admins only, slugs free per locale, rich text sanitized, every write in the audit log.
 */
let t: WriteTestContext;
type Row = Awaited<ReturnType<typeof createUser>>;
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

const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const send = (method: string, path: string, body?: unknown, who: Row | null = admin) =>
  t.send(method, path, { bearer: who, ...(body === undefined ? {} : { body }) });
const stored = async (id: number) => (await t.database.db.select().from(pages).where(eq(pages.id, id)))[0];
/** A slug nobody else uses, so tests do not depend on each other. */
let n = 0;
const fresh = (base: string) => `${base}-${process.pid}-${++n}`;
type Entry = typeof auditLog.$inferSelect;
const entriesOf = (entity: string, entityId: number): Promise<Entry[]> =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
const total = () => t.database.db.$count(auditLog);

describe('POST /api/pages', () => {
  test('creates a published page; the slug comes from the name; answered as an Admin reads it', async () => {
    const page = await json<ApiPage>(
      await send('POST', '/api/pages', { name: 'Jak se k nám dostanete', content: '<p>Metrem</p>' }),
      201,
    );
    expect(page).toMatchObject({
      name: 'Jak se k nám dostanete',
      slug: 'jak-se-k-nam-dostanete',
      locale: 'cs',
      content: '<p>Metrem</p>',
      localizations: [],
    });
    expect(page.published_at).not.toBeNull();
    expect(await stored(page.id)).toMatchObject({ slug: 'jak-se-k-nam-dostanete', locale: 'cs' });
    // Guests read it at once.
    expect((await json<ApiPage>(await t.send('GET', `/api/pages/${page.id}`))).id).toBe(page.id);
  });

  test('a draft in English with its own slug; a name without letters gets "page"', async () => {
    const slug = fresh('getting-here');
    const draft = await json<ApiPage>(
      await send('POST', '/api/pages', { name: 'Getting here', slug, locale: 'en', published_at: null }),
      201,
    );
    expect(draft).toMatchObject({ slug, locale: 'en', published_at: null });
    expect((await t.send('GET', `/api/pages/${draft.id}`)).status).toBe(404);
    const odd = await json<ApiPage>(await send('POST', '/api/pages', { name: '???', locale: 'en' }), 201);
    expect(odd.slug).toBe('page');
  });

  test('rich text is sanitized when saved', async () => {
    const page = await json<ApiPage>(
      await send('POST', '/api/pages', {
        name: fresh('Bezpečná'),
        content:
          '<h1>Nadpis</h1><p onclick="x()">Text<script>alert(1)</script></p><a href="javascript:alert(1)">odkaz</a><img src="x" onerror="alert(2)">',
      }),
      201,
    );
    const content = (await stored(page.id))!.content;
    expect(content).toBe(page.content);
    expect(content).toContain('<h2>Nadpis</h2>');
    expect(content).toContain('Text');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  test('validation: every problem of a body at once, with its field', async () => {
    const bad = await refusalOf(
      await send('POST', '/api/pages', { name: ' ', slug: 'Velká Písmena', locale: 'de', published_at: 'zítra', title: 'x' }),
    );
    expect(bad).toMatchObject({ statusCode: 400 });
    expect(bad.fields).toEqual({
      name: 'Form.error.required',
      slug: 'Page.slug',
      locale: 'Form.error.invalid',
      published_at: 'Form.error.invalid',
      title: 'Request.body.unknownField',
    });
    for (const slug of ['a--b', '-a', 'a-', 'ř', 'a b', 'a/b', 'x'.repeat(201)])
      expect((await refusalOf(await send('POST', '/api/pages', { name: 'Stránka', slug }))).fields.slug, slug).toBeDefined();
    expect((await refusalOf(await send('POST', '/api/pages', { name: 'Stránka', content: 5 }))).fields).toEqual({
      content: 'Form.error.invalid',
    });
  });

  test('a slug is unique per locale: taken in Czech is refused there, free in English', async () => {
    const slug = fresh('kontakt');
    await json(await send('POST', '/api/pages', { name: 'Kontakt', slug }), 201);
    const taken = await refusalOf(await send('POST', '/api/pages', { name: 'Kontakt 2', slug }));
    expect(taken).toMatchObject({ statusCode: 400, code: 'Page.slug.taken', field: 'slug' });
    expect(taken.message).toContain(slug);
    await json(await send('POST', '/api/pages', { name: 'Contact', slug, locale: 'en' }), 201);
    // A slug derived from the name is checked the same way.
    const name = fresh('Odvozená');
    await json(await send('POST', '/api/pages', { name }), 201);
    expect((await refusalOf(await send('POST', '/api/pages', { name }))).code).toBe('Page.slug.taken');
    expect(await t.database.db.$count(pages, eq(pages.slug, slug))).toBe(2);
  });

  test('localizations: [id] links the new page to an existing one in the other language', async () => {
    const cs = await createPage(t.database.db, { locale: 'cs' });
    const en = await json<ApiPage>(
      await send('POST', '/api/pages', { name: 'Linked', slug: fresh('linked'), locale: 'en', localizations: [cs.id] }),
      201,
    );
    expect(en.localizations).toEqual([{ id: cs.id, locale: 'cs' }]);
    expect((await json<ApiPage>(await t.send('GET', `/api/pages/${cs.id}`))).localizations).toEqual([
      { id: en.id, locale: 'en' },
    ]);
    // The group already has an English page; a Czech page cannot join a Czech one either.
    const again = await refusalOf(
      await send('POST', '/api/pages', { name: 'Second', slug: fresh('second'), locale: 'en', localizations: [cs.id] }),
    );
    expect(again).toMatchObject({ statusCode: 400, code: 'Page.localization.exists', field: 'localizations' });
    expect((await refusalOf(await send('POST', '/api/pages', { name: fresh('Druhá'), localizations: [cs.id] }))).code).toBe(
      'Page.localization.exists',
    );
    expect(
      await refusalOf(await send('POST', '/api/pages', { name: fresh('Nikam'), locale: 'en', localizations: [987654] })),
    ).toMatchObject({ code: 'Entry.unknownReference', field: 'localizations' });
    expect((await refusalOf(await send('POST', '/api/pages', { name: 'x', localizations: [1, 2] }))).fields).toHaveProperty(
      'localizations',
    );
  });
});

describe('PUT and DELETE /api/pages/{id}', () => {
  test('changes the fields sent; the slug stays unless sent, empty derives it again; the locale is fixed', async () => {
    const page = await createPage(t.database.db, { name: 'Starý název', slug: fresh('stary'), published_at: null });
    const renamed = await json<ApiPage>(await send('PUT', `/api/pages/${page.id}`, { name: 'Nový název' }));
    expect(renamed).toMatchObject({ name: 'Nový název', slug: page.slug, published_at: null });
    const rederived = await json<ApiPage>(await send('PUT', `/api/pages/${page.id}`, { slug: '' }));
    expect(rederived.slug).toBe('novy-nazev');
    const published = await json<ApiPage>(
      await send('PUT', `/api/pages/${page.id}`, { published_at: '2021-10-01T08:00:00.000Z', content: '<p>Obsah</p>' }),
    );
    expect(published).toMatchObject({ published_at: '2021-10-01T08:00:00.000Z', content: '<p>Obsah</p>' });
    // Its own slug again is no clash.
    await json(await send('PUT', `/api/pages/${page.id}`, { slug: 'novy-nazev' }));
    expect((await refusalOf(await send('PUT', `/api/pages/${page.id}`, { locale: 'en' }))).fields).toEqual({
      locale: 'Request.body.unknownField',
    });
    expect((await stored(page.id))!.locale).toBe('cs');
  });

  test("another page's slug in the same locale is refused; the page is unchanged", async () => {
    const db = t.database.db;
    const a = await createPage(db, { locale: 'en' });
    const b = await createPage(db, { locale: 'en' });
    const refused = await refusalOf(await send('PUT', `/api/pages/${b.id}`, { slug: a.slug, name: 'Changed' }));
    expect(refused).toMatchObject({ statusCode: 400, code: 'Page.slug.taken', field: 'slug' });
    expect(await stored(b.id)).toMatchObject({ slug: b.slug, name: b.name });
  });

  test('localizations: [id] relinks a page, [] unlinks it', async () => {
    const db = t.database.db;
    const cs = await createPage(db, { locale: 'cs' });
    const en = await createPage(db, { locale: 'en' });
    expect((await json<ApiPage>(await send('PUT', `/api/pages/${en.id}`, { localizations: [cs.id] }))).localizations).toEqual([
      { id: cs.id, locale: 'cs' },
    ]);
    expect((await stored(en.id))!.localizationGroup).toBe(cs.localizationGroup);
    // Naming its own localization again changes nothing.
    await json(await send('PUT', `/api/pages/${en.id}`, { localizations: [cs.id] }));
    const other = await createPage(db, { locale: 'en' });
    expect(await refusalOf(await send('PUT', `/api/pages/${other.id}`, { localizations: [cs.id] }))).toMatchObject({
      code: 'Page.localization.exists',
      field: 'localizations',
    });
    expect((await json<ApiPage>(await send('PUT', `/api/pages/${en.id}`, { localizations: [] }))).localizations).toEqual([]);
    expect((await json<ApiPage>(await t.send('GET', `/api/pages/${cs.id}`))).localizations).toEqual([]);
    const groups = new Set((await db.select().from(pages)).map((p) => `${p.localizationGroup}:${p.locale}`));
    expect(groups.size).toBe(await db.$count(pages));
  });

  test('an unknown page is 404; a bad id 400', async () => {
    expect((await refusalOf(await send('PUT', '/api/pages/987654', { name: 'x' }))).statusCode).toBe(404);
    expect((await refusalOf(await send('DELETE', '/api/pages/987654'))).statusCode).toBe(404);
    expect((await refusalOf(await send('PUT', '/api/pages/abc', { name: 'x' }))).statusCode).toBe(400);
  });

  test('DELETE removes the page; its localization stays, its menu entry stays without a page', async () => {
    const db = t.database.db;
    const cs = await createPage(db, { locale: 'cs' });
    const en = await createPage(db, { locale: 'en', localizationGroup: cs.localizationGroup });
    const entry = await createMenuPage(db, { locale: 'cs', position: 1, pageId: cs.id });
    expect(await json(await send('DELETE', `/api/pages/${cs.id}`))).toEqual({ id: cs.id, name: cs.name });
    expect(await stored(cs.id)).toBeUndefined();
    expect((await json<ApiPage>(await t.send('GET', `/api/pages/${en.id}`))).localizations).toEqual([]);
    expect((await db.select().from(menuPages).where(eq(menuPages.id, entry.id)))[0]!.pageId).toBeNull();
  });
});

describe('POST /api/pages/{id}/localizations', () => {
  test("creates the other language's version, linked, with the name copied, as a draft", async () => {
    const cs = await createPage(t.database.db, { locale: 'cs', name: 'Partneři akce', slug: fresh('partneri') });
    const en = await json<ApiPage>(await send('POST', `/api/pages/${cs.id}/localizations`, { locale: 'en' }), 201);
    expect(en).toMatchObject({
      name: 'Partneři akce',
      slug: 'partneri-akce',
      locale: 'en',
      content: '',
      published_at: null,
      localizations: [{ id: cs.id, locale: 'cs' }],
    });
    expect((await stored(en.id))!.localizationGroup).toBe(cs.localizationGroup);
    // Drafts stay out of the public page's localizations until published.
    expect((await json<ApiPage>(await t.send('GET', `/api/pages/${cs.id}`))).localizations).toEqual([]);
    expect(
      (await json<ApiPage>(await t.send('GET', `/api/pages/${cs.id}?_publicationState=preview`, { bearer: admin })))
        .localizations,
    ).toEqual([{ id: en.id, locale: 'en' }]);
  });

  test('with its own name, slug, content and publication', async () => {
    const cs = await createPage(t.database.db, { locale: 'cs' });
    const slug = fresh('our-partners');
    const en = await json<ApiPage>(
      await send('POST', `/api/pages/${cs.id}/localizations`, {
        locale: 'en',
        name: 'Our partners',
        slug,
        content: '<p>Thanks<script>x</script></p>',
        published_at: '2021-10-01T08:00:00.000Z',
      }),
      201,
    );
    expect(en).toMatchObject({ name: 'Our partners', slug, content: '<p>Thanks</p>', published_at: '2021-10-01T08:00:00.000Z' });
  });

  test("a second version in a locale, or the page's own locale, is refused; so is a taken slug", async () => {
    const db = t.database.db;
    const cs = await createPage(db, { locale: 'cs' });
    await json(await send('POST', `/api/pages/${cs.id}/localizations`, { locale: 'en', slug: fresh('first') }), 201);
    const lone = await createPage(db, { locale: 'en' });
    const taken = await createPage(db, { locale: 'cs' });
    const before = await db.$count(pages);
    expect(await refusalOf(await send('POST', `/api/pages/${cs.id}/localizations`, { locale: 'en' }))).toMatchObject({
      statusCode: 400,
      code: 'Page.localization.exists',
      field: 'locale',
    });
    expect((await refusalOf(await send('POST', `/api/pages/${lone.id}/localizations`, { locale: 'en' }))).code).toBe(
      'Page.localization.exists',
    );
    expect(
      await refusalOf(await send('POST', `/api/pages/${lone.id}/localizations`, { locale: 'cs', slug: taken.slug })),
    ).toMatchObject({ code: 'Page.slug.taken', field: 'slug' });
    expect((await refusalOf(await send('POST', `/api/pages/${lone.id}/localizations`, {}))).fields).toEqual({
      locale: 'Form.error.required',
    });
    expect((await refusalOf(await send('POST', '/api/pages/987654/localizations', { locale: 'en' }))).statusCode).toBe(404);
    expect(await db.$count(pages)).toBe(before);
  });
});

describe('PUT /api/menupages', () => {
  const menu = async (locale: string) =>
    (
      await t.database.db
        .select()
        .from(menuPages)
        .where(eq(menuPages.locale, locale))
        .orderBy(asc(menuPages.position), asc(menuPages.id))
    ).map((e) => [e.position, e.pageId]);

  test("replaces one locale's menu in the order sent; the other locale stays", async () => {
    const db = t.database.db;
    const [a, b] = [await createPage(db), await createPage(db)];
    const draft = await createPage(db, { published_at: null });
    const en = await createPage(db, { locale: 'en' });
    await createMenuPage(db, { locale: 'cs', position: 1, pageId: a.id });
    await createMenuPage(db, { locale: 'en', position: 1, pageId: en.id });
    const answer = await json<ApiMenuPage[]>(
      await send('PUT', '/api/menupages', {
        locale: 'cs',
        entries: [{ page: b.id }, { page: null }, { page: draft.id }, { page: a.id }, { page: en.id }],
      }),
    );
    expect(answer.map((e) => [e.position, e.page?.id ?? null])).toEqual([
      [1, b.id],
      [2, null],
      [3, draft.id],
      [4, a.id],
      [5, en.id],
    ]);
    expect(await menu('cs')).toEqual([
      [1, b.id],
      [2, null],
      [3, draft.id],
      [4, a.id],
      [5, en.id],
    ]);
    expect(await menu('en')).toEqual([[1, en.id]]);
    // Guests see the draft's entry without its page.
    const guest = await json<ApiMenuPage[]>(await t.send('GET', '/api/menupages'));
    expect(guest.map((e) => e.page?.id ?? null)).toEqual([b.id, null, null, a.id, en.id]);
    await json(await send('PUT', '/api/menupages', { locale: 'cs', entries: [] }));
    expect(await menu('cs')).toEqual([]);
  });

  test('an unknown page or a bad body is refused and the menu stays as it was', async () => {
    const db = t.database.db;
    const a = await createPage(db, { locale: 'en' });
    await json(await send('PUT', '/api/menupages', { locale: 'en', entries: [{ page: a.id }] }));
    const unknown = await refusalOf(
      await send('PUT', '/api/menupages', { locale: 'en', entries: [{ page: a.id }, { page: 987654 }] }),
    );
    expect(unknown).toMatchObject({ statusCode: 400, code: 'Entry.unknownReference', field: 'entries' });
    expect(unknown.message).toContain('987654');
    expect((await refusalOf(await send('PUT', '/api/menupages', { locale: 'de', entries: [] }))).fields).toEqual({
      locale: 'Form.error.invalid',
    });
    expect(
      (await refusalOf(await send('PUT', '/api/menupages', { locale: 'en', entries: [{ page: a.id, label: 'x' }] }))).fields,
    ).toEqual({ 'entries.0.label': 'Request.body.unknownField' });
    expect(
      (await refusalOf(await send('PUT', '/api/menupages', { locale: 'en', entries: Array(101).fill({ page: null }) })))
        .statusCode,
    ).toBe(400);
    expect((await refusalOf(await send('PUT', '/api/menupages', { locale: 'en' }))).fields).toHaveProperty('entries');
    expect(await menu('en')).toEqual([[1, a.id]]);
  });
});

describe('rights', () => {
  test('guests 401, Organizers and members 403 (Page.forbidden.edit), a bad body no excuse; nothing written', async () => {
    const db = t.database.db;
    const page = await createPage(db);
    const before = await db.$count(pages);
    const menuBefore = await db.$count(menuPages);
    const logBefore = await total();
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/pages', { name: 'Cizí' }],
      ['POST', '/api/pages', { bogus: true }],
      ['PUT', `/api/pages/${page.id}`, { name: 'Cizí' }],
      ['DELETE', `/api/pages/${page.id}`, undefined],
      ['POST', `/api/pages/${page.id}/localizations`, { locale: 'en' }],
      ['PUT', '/api/menupages', { locale: 'cs', entries: [] }],
    ];
    for (const [method, path, body] of attempts) {
      expect((await refusalOf(await send(method, path, body, null))).statusCode, `${method} ${path}`).toBe(401);
      for (const who of [organizer, member])
        expect(await refusalOf(await send(method, path, body, who)), `${method} ${path}`).toMatchObject({
          statusCode: 403,
          code: 'Page.forbidden.edit',
        });
    }
    expect(await db.$count(pages)).toBe(before);
    expect(await db.$count(menuPages)).toBe(menuBefore);
    expect(await stored(page.id)).toMatchObject({ name: page.name });
    expect(await total()).toBe(logBefore);
  });
});

describe('audit log', () => {
  test('every page write leaves one entry: create, update, localization, delete', async () => {
    const created = await json<ApiPage>(
      await send('POST', '/api/pages', { name: 'Zapsaná', slug: fresh('zapsana'), content: '<p>Dlouhý text</p>' }),
      201,
    );
    const [create] = await entriesOf('pages', created.id);
    expect(create).toMatchObject({ action: 'create', actorId: admin.id, actorName: admin.username, label: 'Zapsaná' });
    expect(create!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', after: 'Zapsaná' },
        { field: 'slug', after: created.slug },
        { field: 'locale', after: 'cs' },
        { field: 'content', redacted: 'long' },
      ]),
    );
    expect(create!.changes.map((c) => c.field)).not.toContain('localizationGroup');

    await json(await send('PUT', `/api/pages/${created.id}`, { name: 'Přejmenovaná', published_at: null }));
    const en = await json<ApiPage>(
      await send('POST', `/api/pages/${created.id}/localizations`, { locale: 'en', slug: fresh('written') }),
      201,
    );
    await json(await send('DELETE', `/api/pages/${created.id}`));
    const entries = await entriesOf('pages', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.changes).toEqual([
      { field: 'name', before: 'Zapsaná', after: 'Přejmenovaná' },
      { field: 'published_at', before: created.published_at, after: null },
    ]);
    expect(entries[2]).toMatchObject({ label: 'Přejmenovaná' });
    expect(entries[2]!.changes).toContainEqual({ field: 'localizations', before: [en.id] });
    const [localization] = await entriesOf('pages', en.id);
    expect(localization).toMatchObject({ action: 'create', actorId: admin.id });
    expect(localization!.changes).toContainEqual({ field: 'localizations', after: [created.id] });
  });

  test('relinking records the localizations before and after', async () => {
    const db = t.database.db;
    const cs = await createPage(db, { locale: 'cs' });
    const en = await createPage(db, { locale: 'en' });
    await json(await send('PUT', `/api/pages/${en.id}`, { localizations: [cs.id] }));
    expect((await entriesOf('pages', en.id))[0]!.changes).toEqual([{ field: 'localizations', before: [], after: [cs.id] }]);
  });

  test("a menu save is one entry: entity 'menupages', id 0, its pages in order before and after", async () => {
    const db = t.database.db;
    const [a, b] = [await createPage(db, { locale: 'en' }), await createPage(db, { locale: 'en' })];
    await json(await send('PUT', '/api/menupages', { locale: 'en', entries: [{ page: a.id }] }));
    const before = await total();
    await json(await send('PUT', '/api/menupages', { locale: 'en', entries: [{ page: b.id }, { page: null }, { page: a.id }] }));
    expect(await total()).toBe(before + 1);
    const last = (await entriesOf('menupages', 0)).at(-1)!;
    expect(last).toMatchObject({ action: 'update', actorId: admin.id, label: 'Menu (en)' });
    expect(last.changes).toEqual([{ field: 'pages', before: [a.id], after: [b.id, null, a.id] }]);
  });

  test('refused writes record nothing', async () => {
    const page = await createPage(t.database.db);
    const before = await total();
    await send('POST', '/api/pages', { name: 'x', slug: page.slug });
    await send('PUT', `/api/pages/${page.id}`, { slug: 'Špatně' });
    await send('POST', `/api/pages/${page.id}/localizations`, { locale: 'cs' });
    await send('PUT', '/api/menupages', { locale: 'cs', entries: [{ page: 987654 }] });
    await send('DELETE', '/api/pages/987654');
    expect(await total()).toBe(before);
  });
});

describe('guest read cache', () => {
  test('a page or menu write empties it, so guests read the change at once', async () => {
    const cached = createApp({ ...t.deps, guestCache: { ttlMs: 60_000 } });
    const token = sessionTokenFor(admin, t.config);
    const request = (method: string, path: string, body?: unknown) =>
      cached.request(path, {
        method,
        headers:
          body === undefined
            ? { Authorization: `Bearer ${token}` }
            : { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const guest = async <T>(path: string) => (await cached.request(path)).json() as Promise<T>;
    const page = await createPage(t.database.db, { locale: 'en', name: 'Before' });
    expect((await guest<ApiPage>(`/api/pages/${page.id}`)).name).toBe('Before');
    // A change behind the API's back is not seen: the answer comes from the cache.
    await t.database.db.update(pages).set({ name: 'Behind' }).where(eq(pages.id, page.id));
    expect((await guest<ApiPage>(`/api/pages/${page.id}`)).name).toBe('Before');
    expect((await request('PUT', `/api/pages/${page.id}`, { name: 'After' })).status).toBe(200);
    expect((await guest<ApiPage>(`/api/pages/${page.id}`)).name).toBe('After');

    const menuBefore = await guest<ApiMenuPage[]>('/api/menupages?_locale=en');
    expect((await request('PUT', '/api/menupages', { locale: 'en', entries: [{ page: page.id }] })).status).toBe(200);
    const menuAfter = await guest<ApiMenuPage[]>('/api/menupages?_locale=en');
    expect(menuAfter.map((e) => e.page?.id)).toEqual([page.id]);
    expect(menuAfter).not.toEqual(menuBefore);
  });
});
