/**
 * Back to where you were (issue 29 item 4, decision 095): the register form carries the page
 * that asked for an account, and the confirmation code keeps it (only a path on this site);
 * the login page's "send the link again" keeps it too.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../../../core/accounts/confirm-email';
import { hashPassword } from '../../../core/accounts/password';
import type { Database } from '../../../db/client';
import { mailOutbox, ROLE } from '../../../db/schema';
import { loadConfig } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { UNLIMITED } from '../../../tests/api-write-context';
import { createTestDatabase } from '../../../tests/db';
import { createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { action as loginAction } from './login';
import { action as registerAction, loader as registerLoader } from './register';

let database: Database;
let deps: ReturnType<typeof createDeps>;
const SEMINAR = '/odborne-seminare/73/kvantove-pocitace?hall=2';
let seq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-register-')),
    SESSION_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
  });
  deps = createDeps({ db: database.db, config, limits: UNLIMITED });
});
afterAll(() => database.close());

function args(path: string, fields?: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(appContext, deps);
  const request = fields
    ? new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      })
    : new Request(`http://localhost${path}`);
  return { request, context, params: {} } as never;
}

/** Where the confirmation link mailed to `email` leads back to, read by using its code. */
async function returnOfLink(email: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /confirmation=([\w-]+)/.exec(mail!.text)![1]!;
  return (await confirmEmail(database.db, { code })).redirectTo;
}

async function register(redirectTo?: string) {
  seq++;
  const fields = { username: `returner${seq}`, email: `returner${seq}@example.cz`, password: 'correct-horse-1' };
  await registerAction(args('/user/register', redirectTo === undefined ? fields : { ...fields, redirectTo }));
  return fields.email;
}

describe('registering from a page', () => {
  it('the page reads the page to come back to from the address, refusing anything off the site', async () => {
    const loader = (query: string) => registerLoader(args(`/user/register?${query}`)) as Promise<{ redirectTo: string }>;
    expect(await loader(new URLSearchParams({ redirectTo: SEMINAR }).toString())).toMatchObject({ redirectTo: SEMINAR });
    for (const evil of ['//evil.test', 'https://evil.test/x', '/\\evil.test', '%2F%2Fevil.test'])
      expect(await loader(new URLSearchParams({ redirectTo: evil }).toString()), evil).toMatchObject({ redirectTo: '' });
  });

  it('keeps that page with the confirmation code', async () => {
    expect(await returnOfLink(await register(SEMINAR))).toBe(SEMINAR);
  });

  it('keeps nothing without a page, or for a page off the site', async () => {
    expect(await returnOfLink(await register())).toBeNull();
    for (const evil of ['//evil.test', 'https://evil.test/', '/\\evil.test', '/.//evil.test'])
      expect(await returnOfLink(await register(evil)), evil).toBeNull();
  });

  it("the login page's new link keeps the page too", async () => {
    const password = 'pass-word-1';
    const user = await createUser(database.db, {
      confirmed: false,
      roleId: ROLE.registred,
      passwordHash: await hashPassword(password),
    });
    await loginAction(
      args('/user/login', { identifier: user.username, password, intent: 'resendConfirmation', redirectTo: SEMINAR }),
    );
    expect(await returnOfLink(user.email)).toBe(SEMINAR);
  });
});
