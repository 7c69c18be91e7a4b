/**
 * 'Delete my account' (decision 155): the password confirms it; orders stay as invoiced without
 * the account; seats go to the waiting list; the rest goes with the row; sessions end; a mail
 * confirms it; the last Admin stays. On PostgreSQL the deletion races an order by the same account.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, eventJoins, eventWaitlist, mailOutbox, ROLE, ticketOrders, userStars, users } from '../../db/schema';
import { EVENT_TYPE } from '../events/event-types';
import { BEFORE_EVENTS, createEvent, createExhibitor, createHall, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { testDatabaseKind } from '../../tests/db';
import { AppError } from '../errors/app-error';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter';
import { hashPassword } from '../accounts/password';
import { deleteOwnAccount } from './delete-own-account';

let t: WriteTestContext;
let passwordHash: string;
const PASSWORD = 'my-own-password-1';

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.database.close());

const member = (values: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.database.db, {
    roleId: ROLE.confirmed,
    passwordHash,
    firstName: 'Jana',
    lastName: 'Nováková',
    phone: '+420 601 234 567',
    hasTicket: true,
    ...values,
  });
const guesses = () => createMemoryRateLimiter({ limit: 100, windowMs: 60_000 });
const remove = (userId: number, password: string | undefined = PASSWORD) =>
  deleteOwnAccount(t.database.db, {
    userId,
    password,
    passwordGuesses: guesses(),
    signupMail: { mail: t.deps.mail, timezone: t.deps.config.timezone },
    clock: t.deps.clock,
  });
const refusalOf = (p: Promise<unknown>) =>
  p.then(
    () => 'done',
    (err: unknown) => (err instanceof AppError ? err.code : Promise.reject(err)),
  );

describe('deleteOwnAccount', () => {
  test('a missing or wrong password refuses next to the field and keeps the account', async () => {
    const user = await member();
    expect(await refusalOf(remove(user.id, ''))).toBe('Auth.form.error.password.currentNeeded');
    expect(await refusalOf(remove(user.id, 'wrong-password-1'))).toBe('Auth.form.error.password.current');
    expect(await t.database.db.$count(users, eq(users.id, user.id))).toBe(1);
  });

  test('keeps the orders as invoiced without the account, frees the seat for the first waiting, ends sessions, mails', async () => {
    const user = await member();
    const waiting = await member();
    const hallId = (await createHall(t.database.db)).id;
    const exhibitorId = (await createExhibitor(t.database.db)).id;
    const seminar = await createEvent(t.database.db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId,
      exhibitorId,
      max_users: 1,
      users: [user.id],
      users_present: `${user.id}`,
    });
    await t.database.db.insert(eventWaitlist).values({ eventId: seminar.id, userId: waiting.id });
    await t.database.db.insert(userStars).values({ userId: user.id, eventId: seminar.id });
    const order = await createTicketOrder(t.database.db, {
      userId: user.id,
      email: user.email,
      name: 'Jana Nováková',
      street: 'Dlouhá 1',
    });
    await t.database.db
      .insert(mailOutbox)
      .values({ to: user.email, subject: 'Welcome', text: 'Your password…', template: 'confirm-email', status: 'sent' });
    // Kept (no SMTP) and still waiting for its document: blanked, it must not get its PDF after.
    await t.database.db.insert(mailOutbox).values({
      to: user.email,
      subject: 'Codes',
      text: 'Your codes…',
      template: 'ticket-order-paid',
      status: 'kept',
      orderId: order.id,
      compose: 'attach-document',
    });
    expect((await t.send('GET', '/api/users/me', { bearer: user })).status).toBe(200);

    await remove(user.id);

    expect(await t.database.db.$count(users, eq(users.id, user.id))).toBe(0);
    const [kept] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      name: 'Jana Nováková',
      email: user.email,
      street: 'Dlouhá 1',
      phone: '',
      number: order.number,
    });
    expect(
      await t.database.db.select({ userId: eventJoins.userId }).from(eventJoins).where(eq(eventJoins.eventId, seminar.id)),
    ).toEqual([{ userId: waiting.id }]);
    expect(await t.database.db.$count(userStars, eq(userStars.userId, user.id))).toBe(0);
    expect((await t.send('GET', '/api/users/me', { bearer: user })).status).toBe(401);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(asc(mailOutbox.id));
    // The order's codes mail keeps its address (the order's history), blanked.
    expect(mails.map((m) => m.template)).toEqual(['ticket-order-paid', 'account-deleted']);
    expect(
      await t.database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.subject, 'Welcome'), eq(mailOutbox.to, ''))),
    ).toEqual([{ text: '' }]);
    expect(
      await t.database.db
        .select({ text: mailOutbox.text, compose: mailOutbox.compose })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Codes')),
    ).toEqual([{ text: '', compose: null }]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'data-requests'), eq(auditLog.entityId, user.id)));
    expect(entry).toMatchObject({ action: 'delete', label: `#${user.id}`, actorName: 'system' });
  });

  test('the last active Admin cannot delete themself (decision 073); with another Admin they can', async () => {
    const admins = await t.database.db.select().from(users).where(eq(users.roleId, ROLE.admin));
    await t.database.db.update(users).set({ roleId: ROLE.confirmed }).where(eq(users.roleId, ROLE.admin));
    const only = await member({ roleId: ROLE.admin });
    expect(await refusalOf(remove(only.id))).toBe('Users.lastAdmin');
    await member({ roleId: ROLE.admin });
    expect(await refusalOf(remove(only.id))).toBe('done');
    for (const a of admins) await t.database.db.update(users).set({ roleId: ROLE.admin }).where(eq(users.id, a.id));
  });
});

test('an order sent with the token of an account deleted before it arrived is refused as signed out, never placed as a guest\'s (decision 171)', async () => {
  const user = await member();
  await remove(user.id);
  const body = { amount: 1, name: 'Jana Nováková', email: user.email, phone: '+420 601 234 567' };
  const answer = await t.send('POST', '/api/buy-ticket', { bearer: user, body });
  expect(answer.status).toBe(401);
  expect(await t.database.db.$count(ticketOrders, eq(ticketOrders.email, user.email))).toBe(0);
  // Without a token the same buyer is a guest, who may order.
  expect((await t.send('POST', '/api/buy-ticket', { body })).status).toBe(200);
});

describe.runIf(testDatabaseKind() === 'postgres')('deletion while the same account orders (PostgreSQL)', () => {
  // The order's session is read before its transaction: a deletion that commits in between
  // leaves a token that stands for no one, which the order refuses (decision 171); one that
  // commits later meets the buyer's row lock (decision 155).
  test('either the order comes first and stays without the account, or it is refused: never an order of a deleted account', async () => {
    for (let round = 0; round < 8; round++) {
      const user = await member({ email: `racer${round}.${Date.now()}@example.test` });
      const body = { amount: 1, name: 'Jana Nováková', email: user.email, phone: '+420 601 234 567' };
      const [orderAnswer, deletion] = await Promise.all([
        t.send('POST', '/api/buy-ticket', { bearer: user, body }),
        refusalOf(remove(user.id)),
      ]);
      expect(deletion).toBe('done');
      expect(await t.database.db.$count(users, eq(users.id, user.id))).toBe(0);
      const orders = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.email, user.email));
      if (orderAnswer.status === 200) {
        // The order committed first: the deletion saw it and kept it as invoiced, without the phone.
        expect(orders).toEqual([expect.objectContaining({ userId: null, name: 'Jana Nováková', phone: '' })]);
      } else {
        expect(orderAnswer.status).toBe(401);
        expect(orders).toEqual([]);
      }
    }
  });
});
