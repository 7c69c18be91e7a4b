/**
 * Forgot-password answers in the same time for known and unknown e-mails (issue 31, D6):
 * neither door looks the address up before it answers; the lookup, the code and the mail run
 * after the answer, one task per request either way (decision 090). No clock is measured: the
 * test holds the work and sees the answers come back without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { appContext } from '../app/context';
import { action } from '../app/routes/user/forgot-password';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createUser } from '../tests/factories';
import { createAfterAnswer } from './after-answer';
import { createApp } from './app';
import { createDeps } from './deps';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

/** Deps whose after-answer work waits until the test lets it go. */
function heldDeps() {
  const held: (() => void)[] = [];
  const deps = createDeps({ db: t.database.db, config: t.config, afterAnswer: createAfterAnswer((start) => held.push(start)) });
  return { deps, held, release: async () => (held.splice(0).forEach((start) => start()), deps.afterAnswer.settled()) };
}

const mailsTo = (email: string) => t.database.db.$count(mailOutbox, eq(mailOutbox.to, email));

describe('forgot password answers before any work on the address', () => {
  it('through the API: the same answer and one held task for a known and an unknown e-mail', async () => {
    const { deps, held, release } = heldDeps();
    const app = createApp(deps);
    const user = await createUser(t.database.db, { confirmed: true });
    for (const [i, email] of [user.email, 'nobody-d6@example.cz'].entries()) {
      const res = await app.request('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      expect(held).toHaveLength(i + 1);
    }
    expect(await mailsTo(user.email)).toBe(0);
    await release();
    expect(await mailsTo(user.email)).toBe(1);
    expect(await mailsTo('nobody-d6@example.cz')).toBe(0);
  });

  it('through the page form: the same answer and one held task either way', async () => {
    const { deps, held, release } = heldDeps();
    const user = await createUser(t.database.db, { confirmed: true });
    for (const [i, email] of [user.email, 'nobody-d6-page@example.cz'].entries()) {
      const context = new RouterContextProvider();
      context.set(appContext, deps);
      const request = new Request('http://localhost/user/forgot-password', {
        method: 'POST',
        body: new URLSearchParams({ email }),
      });
      const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
      expect(answer).toEqual({ sent: true, errors: undefined });
      expect(held).toHaveLength(i + 1);
    }
    expect(await mailsTo(user.email)).toBe(0);
    await release();
    expect(await mailsTo(user.email)).toBe(1);
  });
});
