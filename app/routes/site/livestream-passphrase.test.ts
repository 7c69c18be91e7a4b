/**
 * The livestream page's passphrase form (spec 2.8): posted to the page's action, which checks it
 * as the API does (the same counter per address) and sets the same pass cookie, then sends the
 * browser back to the page, which shows the player. Never a query string.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { accessCodes } from '../../../db/schema';
import { hashAccessCode } from '../../../core/livestreams/hash-access-code';
import type { Config } from '../../../server/config';
import { createDeps, type AppDeps } from '../../../server/deps';
import { createTestDatabase } from '../../../tests/db';
import { createHall } from '../../../tests/factories';
import { appContext, clientAddressContext } from '../../context';
import { action, loader } from './livestream-detail';

let database: Database;
let deps: AppDeps;
let hall: { id: number; path: string };
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  trustProxy: 0,
  storage: { kind: 'local' },
  now: () => new Date(),
} as unknown as Config;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = createDeps({ db: database.db, config, limits: { passphrasePerIp: { limit: 3, windowMs: 60_000 } } });
  const row = await createHall(database.db, { name: 'Sál Heslo', broadcast: 'youtube:Pass_Stream1' });
  hall = { id: row.id, path: `/zive/${row.id}/sal-heslo` };
  await database.db
    .insert(accessCodes)
    .values({ label: 'test', codeHash: hashAccessCode('heslo-seminare'), conference: false, seminars: true });
});
afterAll(() => database.close());

function context(address: string) {
  const ctx = new RouterContextProvider();
  ctx.set(appContext, deps);
  ctx.set(clientAddressContext, address);
  return ctx;
}

async function post(passphrase: string, address = '192.0.2.1') {
  const request = new Request(`http://localhost${hall.path}`, { method: 'POST', body: new URLSearchParams({ passphrase }) });
  const args = { request, context: context(address), params: { id: String(hall.id), slug: 'sal-heslo' } };
  return (await action(args as unknown as Parameters<typeof action>[0])) as unknown;
}

async function pageFor(cookie: string | undefined) {
  const request = new Request(`http://localhost${hall.path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const args = { request, context: context('192.0.2.9'), params: { id: String(hall.id), slug: 'sal-heslo' } };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

/** A refusal's field code and status (React Router's `data()` answer). */
const refusal = (answer: unknown) => {
  const { data, init } = answer as { data: { error: string }; init: { status: number } };
  return { error: data.error, status: init.status };
};
/** The toast an answer carries (public-site.md 8), null for none. */
const toastOf = (answer: unknown) => (answer as { data: { toast: { message: string; tone: string } | null } }).data.toast;

describe('the livestream passphrase form', () => {
  it('sets the pass cookie and sends the browser back to the page, which then shows the player', async () => {
    const answer = await post(' heslo-seminare ');
    expect(answer).toBeInstanceOf(Response);
    const res = answer as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(hall.path);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^livestream_pass=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain('heslo');

    expect((await pageFor(undefined)).player).toBeNull();
    const page = await pageFor(cookie.split(';')[0]);
    expect(page.access).toBe('granted');
    expect(page.player).toMatchObject({ platform: 'youtube', video: 'Pass_Stream1' });
  });

  it('refuses a wrong or empty passphrase on its field, setting nothing', async () => {
    expect(refusal(await post('spatne-heslo', '192.0.2.2'))).toEqual({ error: 'Livestream.invalid', status: 400 });
    expect(refusal(await post('   ', '192.0.2.2'))).toEqual({ error: 'Form.error.required', status: 400 });
    expect(refusal(await post('x'.repeat(201), '192.0.2.2'))).toEqual({ error: 'Livestream.invalid', status: 400 });
  });

  it('tells a wrong passphrase as a toast too, an empty field only next to it', async () => {
    expect(toastOf(await post('jine-spatne-heslo', '192.0.2.5'))).toMatchObject({
      message: 'Livestream.invalid',
      tone: 'danger',
    });
    expect(toastOf(await post('', '192.0.2.5'))).toBeNull();
  });

  it('counts attempts per address on the API’s counter', async () => {
    for (let i = 0; i < 3; i++) await post('hadam-heslo', '192.0.2.3');
    expect(refusal(await post('heslo-seminare', '192.0.2.3'))).toEqual({ error: 'Auth.form.error.ratelimit', status: 429 });
    expect(await post('heslo-seminare', '192.0.2.4')).toBeInstanceOf(Response);
  });
});
