import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { ROLE, userConsents } from '../../../db/schema';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createAdmin, createSpeaker, createTicketOrder, createUser, PUBLISHED } from '../../../tests/factories';
import { markOrderPaid } from '../../../core/tickets/mark-order-paid';
import { verifyPassphrase } from '../../../core/livestreams/verify-passphrase';
import { createMemoryRateLimiter } from '../../../core/rate-limit/rate-limiter';
import { appContext } from '../../context';
import { getSessionUser } from '../../../core/accounts/get-session-user';
import { action, loader } from './me';
import { TEST_MAIL } from '../../../tests/update-user';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date(),
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function args(user?: { id: number; tokenVersion: number }) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  return { request: new Request('http://localhost/user/me', { headers }), context, params: {} } as unknown as Parameters<
    typeof loader
  >[0];
}

describe('the Me page (decision 070)', () => {
  it('opens for a Registred user, the link the menu gives them: their profile, without speaker self-edit', async () => {
    const newbie = await createUser(database.db, { roleId: ROLE.registred, firstName: 'Nela' });
    await createSpeaker(database.db, { published_at: PUBLISHED, editors: [newbie.id] });
    const page = await loader(args(newbie));
    expect(page.profile).toMatchObject({ id: newbie.id, firstName: 'Nela' });
    expect(page.speakers).toEqual([]);
  });

  it('lists a confirmed member’s speakers; a guest goes to the login page', async () => {
    const member = await createUser(database.db, { roleId: ROLE.confirmed });
    const speaker = await createSpeaker(database.db, { published_at: PUBLISHED, editors: [member.id] });
    expect((await loader(args(member))).speakers).toMatchObject([{ id: speaker.id }]);
    const guest = await loader(args()).catch((e: Response) => e);
    expect((guest as Response).headers.get('Location')).toBe('/user/login?redirectTo=%2Fuser%2Fme');
  });

  it('lists the user’s unpaid order with how to pay it: amount, variable symbol, the account as ordered, due date', async () => {
    const buyer = await createUser(database.db, { roleId: ROLE.confirmed });
    const order = await createTicketOrder(database.db, {
      userId: buyer.id,
      supplier: {
        ...{ name: 'Týden inovací ČR, z. s.', street: '', city: '', zip: '', country: '', regnumber: '', vatNumber: '' },
        ...{ bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399' },
      },
    });
    const [listed] = (await loader(args(buyer))).tickets.orders;
    expect(listed).toMatchObject({
      publicId: order.publicId,
      status: 'awaiting',
      totalWithVat: 13_189,
      variableSymbol: order.variableSymbol,
      dueDate: '2021-10-15',
      bankAccount: '19-2000145399/0800',
      iban: 'CZ65 0800 0000 1920 0014 5399',
    });
  });

  const SUPPLIER = {
    ...{ name: 'Týden inovací ČR, z. s.', street: '', city: '', zip: '', country: '', regnumber: '', vatNumber: '' },
    ...{ bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399' },
  };

  it('puts an unpaid order first with its QR code and no ticket offer (decision 080)', async () => {
    const buyer = await createUser(database.db, { roleId: ROLE.confirmed });
    const order = await createTicketOrder(database.db, { userId: buyer.id, supplier: SUPPLIER });
    const page = await loader(args(buyer));
    expect(page.pendingOrders).toMatchObject([
      {
        number: order.number,
        pageToken: order.pageToken,
        payment: { kind: 'awaiting', missing: 13_189 },
        pay: { amount: 13_189, variableSymbol: order.variableSymbol, iban: 'CZ65 0800 0000 1920 0014 5399' },
      },
    ]);
    expect(page.pendingOrders[0]!.pay.qr).toMatch(/^data:image\/png;base64,/);
    expect(page.conferencePass).toBeNull();
  });

  it('shows a paid buyer the conference pass with the order’s password, which opens the hall elsewhere (decision 081)', async () => {
    const buyer = await createUser(database.db, { roleId: ROLE.confirmed });
    const admin = await createAdmin(database.db);
    const order = await createTicketOrder(database.db, { userId: buyer.id, supplier: SUPPLIER });
    await markOrderPaid(database.db, { viewer: admin, id: order.id, mail: TEST_MAIL });
    const page = await loader(args(buyer));
    expect(page.pendingOrders).toEqual([]);
    expect(page.conferencePass).toMatchObject({ orderNumber: order.number, code: expect.any(String) });
    const rights = await verifyPassphrase(database.db, {
      passphrase: page.conferencePass!.code!,
      attempts: { limiter: createMemoryRateLimiter({ limit: 10, windowMs: 60_000 }), key: 'test' },
    });
    expect(rights).toMatchObject({ conference: true, seminars: true });
  });
});

describe("the Me page's 'Sign out everywhere' (decision 090)", () => {
  it('ends every session of the user, this one included, and goes to the login page with a toast', async () => {
    const user = await createUser(database.db, { roleId: ROLE.confirmed });
    const laptop = sessionTokenFor(user, config);
    const phone = sessionTokenFor(user, config);
    const other = await createUser(database.db, { roleId: ROLE.confirmed });
    const othersSession = sessionTokenFor(other, config);
    const context = new RouterContextProvider();
    context.set(appContext, createDeps({ db: database.db, config }));
    const request = new Request('http://localhost/en/user/me', {
      method: 'POST',
      headers: { Cookie: `jwt_amphi=${laptop}` },
      body: new URLSearchParams({ intent: 'signOutEverywhere' }),
    });
    const answer = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/en/user/login');
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toContain('jwt_amphi=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(cookies.some((c) => c.startsWith('iw_toast=signedOutEverywhere'))).toBe(true);
    const who = (token: string) => getSessionUser(database.db, { token, secret: config.sessionSecret });
    expect(await who(laptop)).toBeNull();
    expect(await who(phone)).toBeNull();
    expect((await who(othersSession))?.id).toBe(other.id);
  });

  it('tells how long an unused sign-in lasts', async () => {
    const user = await createUser(database.db, { roleId: ROLE.confirmed });
    expect((await loader(args(user))).sessionIdleDays).toBe(14);
  });
});

describe("the Me page's newsletter choice (decision 154)", () => {
  const post = async (user: { id: number; tokenVersion: number }, subscribed: '0' | '1') => {
    const context = new RouterContextProvider();
    context.set(appContext, createDeps({ db: database.db, config }));
    const request = new Request('http://localhost/user/me', {
      method: 'POST',
      headers: { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` },
      body: new URLSearchParams({ intent: 'newsletter', subscribed }),
    });
    return (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as {
      intent: string;
      toast: { message: string } | null;
    };
  };
  const records = async (userId: number) =>
    (await database.db.select().from(userConsents).where(eq(userConsents.userId, userId)).orderBy(asc(userConsents.id))).map(
      (c) => ({ kind: c.kind, source: c.source, withdrawn: c.withdrawnAt !== null }),
    );

  it('gives the opt-in once, withdraws it keeping the record, and gives it again as a new record', async () => {
    const user = await createUser(database.db, { roleId: ROLE.confirmed });
    expect((await loader(args(user))).newsletterSince).toBeNull();

    expect((await post(user, '1')).toast?.message).toBe('me.newsletterSubscribed');
    await post(user, '1'); // a second click records nothing more
    expect(await records(user.id)).toEqual([{ kind: 'newsletter', source: 'me', withdrawn: false }]);
    const since = (await loader(args(user))).newsletterSince;
    expect(since && Date.now() - Date.parse(since)).toBeLessThan(60_000);

    expect((await post(user, '0')).toast?.message).toBe('me.newsletterWithdrawn');
    expect(await records(user.id)).toEqual([{ kind: 'newsletter', source: 'me', withdrawn: true }]);
    expect((await loader(args(user))).newsletterSince).toBeNull();
    await post(user, '0');

    await post(user, '1');
    expect(await records(user.id)).toEqual([
      { kind: 'newsletter', source: 'me', withdrawn: true },
      { kind: 'newsletter', source: 'me', withdrawn: false },
    ]);
  });

  it("touches only the signed-in user's records", async () => {
    const a = await createUser(database.db, { roleId: ROLE.confirmed });
    const b = await createUser(database.db, { roleId: ROLE.registred });
    await post(a, '1');
    await post(b, '1');
    await post(a, '0');
    expect(await records(b.id)).toEqual([{ kind: 'newsletter', source: 'me', withdrawn: false }]);
  });
});
