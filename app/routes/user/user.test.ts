import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { ROLE } from '../../../db/schema';
import { createApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { createDeps, type AppDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createUser } from '../../../tests/factories';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { action } from './user';

let database: Database;
let deps: AppDeps;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: undefined,
  trustProxy: 0,
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
  deps = createDeps({ db: database.db, config });
});
afterAll(() => database.close());

/** A request to `path` carrying `token` as the session cookie, with the page's arguments. */
function args(path: string, token: string, method = 'GET') {
  const context = new RouterContextProvider();
  context.set(appContext, deps);
  const request = new Request(`http://localhost${path}`, { method, headers: { Cookie: `jwt_amphi=${token}` } });
  return { request, context, params: {} } as unknown as Parameters<typeof action>[0];
}

describe('the logout action of the user page', () => {
  it('ends the session on the server: the old cookie is a guest on the pages and 401 on the API; other sessions stay', async () => {
    const member = await createUser(database.db, { roleId: ROLE.confirmed });
    const [browser, otherDevice] = [sessionTokenFor(member, config), sessionTokenFor(member, config)];
    expect((await getUser(args('/user', browser)))?.id).toBe(member.id);

    const answer = (await action(args('/en/user', browser, 'POST'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/en/');
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toContain('jwt_amphi=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(cookies.some((c) => c.startsWith('iw_toast='))).toBe(true);

    // A copy of the cookie kept elsewhere (another tab's request, a stolen cookie) is dead too.
    expect(await getUser(args('/user', browser))).toBeNull();
    const app = createApp(deps);
    const me = (token: string) => app.request('/api/users/me', { headers: { Cookie: `jwt_amphi=${token}` } });
    expect((await me(browser)).status).toBe(401);
    expect((await getUser(args('/user', otherDevice)))?.id).toBe(member.id);
    expect((await me(otherDevice)).status).toBe(200);
  });

  it('a guest, or a dead cookie, is just sent home', async () => {
    const answer = (await action(args('/user', 'not-a-token', 'POST'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/');
  });
});
