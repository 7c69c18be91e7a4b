/**
 * The login page's "send the confirmation link again" (decision 069): the login's own proof asks
 * for it, so it tells nobody more than the login does; a new link works; the sends per account
 * are limited like the reset mail's.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../../../core/accounts/confirm-email';
import { hashPassword } from '../../../core/accounts/password';
import { DEFAULT_RATE_LIMITS } from '../../../core/rate-limit/limits';
import type { Database } from '../../../db/client';
import { mailOutbox, ROLE } from '../../../db/schema';
import { loadConfig } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { UNLIMITED } from '../../../tests/api-write-context';
import { createTestDatabase } from '../../../tests/db';
import { createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { action } from './login';

let database: Database;
let deps: ReturnType<typeof createDeps>;
const PASSWORD = 'pass-word-1';

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-login-')),
    SESSION_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
  });
  deps = createDeps({
    db: database.db,
    config,
    limits: { ...UNLIMITED, confirmationResendPerUser: DEFAULT_RATE_LIMITS.confirmationResendPerUser },
  });
});
afterAll(() => database.close());

/** The login form posted with the "send again" button (or the sign-in button), as the page sends it. */
async function post(fields: Record<string, string>, prefix = '') {
  const context = new RouterContextProvider();
  context.set(appContext, deps);
  const request = new Request(`http://localhost${prefix}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const answer = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: { errors: Record<string, string>; resent?: string };
    init: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}
const resend = (identifier: string, password = PASSWORD, prefix = '') =>
  post({ identifier, password, intent: 'resendConfirmation' }, prefix);

const confirmMails = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

async function unconfirmed() {
  return createUser(database.db, { confirmed: false, roleId: ROLE.registred, passwordHash: await hashPassword(PASSWORD) });
}

describe('send the confirmation link again', () => {
  it('mails a new link, in the page’s language, that confirms the account', async () => {
    const user = await unconfirmed();
    // The login says the e-mail is not confirmed, and only with the right password.
    expect(await post({ identifier: user.username, password: PASSWORD })).toMatchObject({
      status: 403,
      errors: { form: 'Auth.form.error.confirmed' },
    });
    expect(await resend(user.email.toUpperCase(), PASSWORD, '/en')).toMatchObject({ status: 200, resent: 'sent' });
    const [mail] = await confirmMails(user.email);
    expect(mail).toMatchObject({ template: 'confirm-email', locale: 'en' });
    const code = /confirmation=([\w-]+)/.exec(mail!.text)![1]!;
    expect(await confirmEmail(database.db, { code })).toMatchObject({ id: user.id, confirmed: true, roleId: ROLE.confirmed });
  });

  it('tells no more than a login: a wrong password or an unknown account is the login’s refusal, and no mail', async () => {
    const user = await unconfirmed();
    expect(await resend(user.username, 'wrong-password')).toMatchObject({
      status: 400,
      errors: { form: 'Auth.form.error.invalid' },
    });
    expect(await resend('nobody-at-all')).toMatchObject({ status: 400, errors: { form: 'Auth.form.error.invalid' } });
    expect(await confirmMails(user.email)).toHaveLength(0);
    const blocked = await createUser(database.db, {
      confirmed: false,
      blocked: true,
      passwordHash: await hashPassword(PASSWORD),
    });
    expect(await resend(blocked.username)).toMatchObject({ errors: { form: 'Auth.form.error.blocked' } });
    expect(await confirmMails(blocked.email)).toHaveLength(0);
  });

  it('a confirmed account gets no mail and is told to sign in', async () => {
    const user = await createUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
    expect(await resend(user.username)).toMatchObject({ status: 200, resent: 'confirmed' });
    expect(await confirmMails(user.email)).toHaveLength(0);
  });

  it('at most 3 links an hour per account, like the reset mail', async () => {
    const user = await unconfirmed();
    for (let i = 0; i < 3; i++) expect(await resend(user.username)).toMatchObject({ resent: 'sent' });
    expect(await resend(user.email)).toMatchObject({ status: 429, errors: { form: 'Auth.form.error.ratelimit' } });
    expect(await confirmMails(user.email)).toHaveLength(3);
  });
});
