import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { createUser } from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';

let t: ApiTestContext;
beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(() => t.database.close());

const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'Content-Type': 'application/json' };
const lastMail = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe('links in e-mails', () => {
  it('come from configuration, never from a forged Host header (password reset)', async () => {
    const user = await createUser(t.database.db, { confirmed: true });
    const res = await t.app.request('http://evil.example/api/auth/forgot-password', {
      method: 'POST',
      headers: forged,
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    await t.deps.afterAnswer.settled();
    const mail = await lastMail(user.email);
    expect(mail?.text).toContain(`${t.config.mailBaseUrl}/user/reset-password?code=`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('come from configuration for the registration confirmation too', async () => {
    const res = await t.app.request('http://evil.example/api/auth/local/register', {
      method: 'POST',
      headers: forged,
      body: JSON.stringify({ username: 'forged-host', email: 'forged-host@example.cz', password: 'long-enough-1' }),
    });
    expect(res.status).toBe(200);
    const mail = await lastMail('forged-host@example.cz');
    expect(mail?.text).toContain(`${t.config.mailBaseUrl}/api/auth/email-confirmation?confirmation=`);
    expect(mail?.text).not.toContain('evil.example');
  });
});
