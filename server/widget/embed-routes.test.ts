/**
 * The embeddable programme (decision 039): the widget page lists an exhibitor's, a hall's or an
 * area's published events, may be framed by any site, sets no cookie; its script loads from any
 * origin; every other answer keeps the site's own framing and resource policies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE, ROLE } from '../../db/schema';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import { createEvent, createExhibitor, createHall, createUser } from '../../tests/factories';
import { sessionTokenFor } from '../../tests/auth';
import { SESSION_COOKIE } from '../../core/accounts/session-cookie';

let ctx: ApiTestContext;
let exhibitorId: number;
let hallId: number;
let cookie: string;

beforeAll(async () => {
  ctx = await createApiTestContext();
  const db = ctx.database.db;
  exhibitorId = (await createExhibitor(db)).id;
  const other = (await createExhibitor(db)).id;
  hallId = (await createHall(db)).id;
  await createEvent(db, { name: 'Ukázka robotů', name_en: 'Robot show', exhibitorId, hallId });
  await createEvent(db, { name: 'Seminář vystavovatele', eventtypeId: EVENT_TYPE.seminar, exhibitorId });
  await createEvent(db, { name: 'Koncept vystavovatele', exhibitorId, published_at: null });
  await createEvent(db, { name: 'Akce někoho jiného', exhibitorId: other });
  const admin = await createUser(db, { roleId: ROLE.admin });
  cookie = `${SESSION_COOKIE}=${sessionTokenFor(admin, ctx.config)}`;
});

afterAll(() => ctx.database.close());

describe('GET /embed/programme', () => {
  it("lists the exhibitor's published events in the language asked, and nothing else", async () => {
    const res = await ctx.get(`/embed/programme?exhibitor=${exhibitorId}&lang=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en" class="auto">');
    expect(html).toContain('Robot show');
    expect(html).toContain('Seminář vystavovatele');
    expect(html).not.toContain('Koncept vystavovatele');
    expect(html).not.toContain('Akce někoho jiného');
  });

  it('narrows by hall and area, with the theme asked', async () => {
    const byHall = await (await ctx.get(`/embed/programme?hall=${hallId}&theme=dark`)).text();
    expect(byHall).toContain('class="dark"');
    expect(byHall).toContain('Ukázka robotů');
    expect(byHall).not.toContain('Seminář vystavovatele');
    const byArea = await (await ctx.get(`/embed/programme?exhibitor=${exhibitorId}&area=seminars`)).text();
    expect(byArea).toContain('Seminář vystavovatele');
    expect(byArea).not.toContain('Ukázka robotů');
  });

  it('may be framed by any site, and by that page alone', async () => {
    const res = await ctx.get(`/embed/programme?exhibitor=${exhibitorId}`);
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    expect(res.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    for (const path of ['/api/events', '/embed/programme-other', '/healthz']) {
      const other = await ctx.get(path);
      expect(other.headers.get('X-Frame-Options'), path).toBe('SAMEORIGIN');
      expect(other.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-site');
    }
  });

  it("sets no cookie and shows a signed-in visitor the guests' list", async () => {
    const res = await ctx.app.request(`/embed/programme?exhibitor=${exhibitorId}`, { headers: { Cookie: cookie } });
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).not.toContain('Koncept vystavovatele');
  });

  it('refuses a broken snippet', async () => {
    expect((await ctx.get('/embed/programme?exhibitor=abc')).status).toBe(400);
    expect((await ctx.get('/embed/programme?lang=en')).status).toBe(400);
  });
});

describe('GET /embed/programme.js', () => {
  it('is a script any origin may load, without cookies', async () => {
    const res = await ctx.get('/embed/programme.js', null, { Origin: 'https://partner.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(res.headers.get('Set-Cookie')).toBeNull();
    const js = await res.text();
    expect(js).toContain("'/embed/programme?'");
    expect(js.length).toBeLessThan(3000);
  });
});
