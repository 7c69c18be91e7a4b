import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exhibitorEditors, exhibitors, ROLE, users } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { hashPassword, verifyPassword } from './password';
import { updateUserInput } from './schemas';
import { updateUserLoosely } from '../../tests/update-user';

let database: Database;
let passwordHash: string;
beforeAll(async () => {
  database = await createTestDatabase();
  passwordHash = await hashPassword('old-password');
});
afterAll(() => database.close());

let n = 0;
async function makeUser(roleId: number = ROLE.confirmed) {
  n++;
  const [u] = await database.db
    .insert(users)
    .values({ username: `u${n}`, email: `u${n}@example.cz`, passwordHash, roleId, confirmed: true })
    .returning();
  return u!;
}
const update = (opts: Parameters<typeof updateUserLoosely>[1]) => updateUserLoosely(database.db, opts);
const actorOf = (u: { id: number; roleId: number }) => ({ id: u.id, roleId: u.roleId });

describe('updateUser rights', () => {
  it('lets users change their own profile and invoice data', async () => {
    const me = await makeUser();
    const input = updateUserInput.parse({
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+420 777 123 456',
      zip: '110 00',
      invoiceVAT: 'CZ27184528',
    });
    const updated = await update({ actor: actorOf(me), userId: me.id, input });
    expect(updated).toMatchObject({ firstName: 'Jana', lastName: 'Nováková', zip: '110 00', invoiceVAT: 'CZ27184528' });
  });

  it('refuses guests (401), other users (403) and admin-only fields for non-admins (403)', async () => {
    const me = await makeUser();
    const other = await makeUser();
    const organizer = await makeUser(ROLE.organizer);
    await expect(update({ actor: null, userId: me.id, input: { firstName: 'X' } })).rejects.toMatchObject({
      code: 'Request.unauthorized',
    });
    await expect(update({ actor: actorOf(other), userId: me.id, input: { firstName: 'X' } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(update({ actor: actorOf(organizer), userId: me.id, input: { firstName: 'X' } })).rejects.toMatchObject({
      status: 403,
    });
    for (const input of [
      { roleId: ROLE.admin },
      { hasTicket: true },
      { confirmed: true },
      { blocked: false },
      { can_edit_exhibitors: [] },
    ]) {
      await expect(update({ actor: actorOf(me), userId: me.id, input })).rejects.toMatchObject({ status: 403 });
    }
    const [unchanged] = await database.db.select().from(users).where(eq(users.id, me.id));
    expect(unchanged?.roleId).toBe(ROLE.confirmed);
  });

  it('needs the current password to change the password or e-mail, and ends old sessions', async () => {
    const me = await makeUser();
    await expect(update({ actor: actorOf(me), userId: me.id, input: { newPassword: 'new-password-1' } })).rejects.toMatchObject({
      field: 'currentPassword',
    });
    await expect(
      update({ actor: actorOf(me), userId: me.id, input: { email: 'new@example.cz', currentPassword: 'wrong' } }),
    ).rejects.toMatchObject({ field: 'currentPassword' });
    const updated = await update({
      actor: actorOf(me),
      userId: me.id,
      input: { newPassword: 'new-password-1', currentPassword: 'old-password' },
    });
    expect(await verifyPassword('new-password-1', updated.passwordHash!)).toBe(true);
    expect(updated.tokenVersion).toBe(me.tokenVersion + 1);
  });

  it('lets an admin set role, block and edit rights, refusing unknown ids and taken names', async () => {
    const admin = await makeUser(ROLE.admin);
    const target = await makeUser(ROLE.registred);
    const taken = await makeUser();
    const [ex] = await database.db.insert(exhibitors).values({ name: 'Acme', slug: 'acme' }).returning();
    const updated = await update({
      actor: actorOf(admin),
      userId: target.id,
      input: { roleId: ROLE.organizer, blocked: true, can_edit_exhibitors: [ex!.id] },
    });
    expect(updated).toMatchObject({ roleId: ROLE.organizer, blocked: true, tokenVersion: target.tokenVersion + 1 });
    expect(await database.db.select().from(exhibitorEditors).where(eq(exhibitorEditors.userId, target.id))).toEqual([
      { exhibitorId: ex!.id, userId: target.id },
    ]);
    await expect(
      update({ actor: actorOf(admin), userId: target.id, input: { can_edit_exhibitors: [999999] } }),
    ).rejects.toMatchObject({
      field: 'can_edit_exhibitors',
    });
    await expect(
      update({ actor: actorOf(admin), userId: target.id, input: { username: taken.username.toUpperCase() } }),
    ).rejects.toMatchObject({ field: 'username' });
  });
});

describe('updateUser under concurrency', () => {
  it('answers "taken" to the loser of two renames to the same free username, never a 500', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const results = await Promise.allSettled([
      update({ actor: actorOf(a), userId: a.id, input: { username: 'race-winner' } }),
      update({ actor: actorOf(b), userId: b.id, input: { username: 'RACE-WINNER' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ code: 'Auth.form.error.username.taken', field: 'username' });
  });
});

describe('profile validation', () => {
  it('requires first name, last name and phone in the contact form and numeric zips', async () => {
    const { contactInput, invoiceInput } = await import('./schemas');
    expect(contactInput.safeParse({ firstName: '', lastName: 'B', phone: '777123456' }).success).toBe(false);
    expect(contactInput.safeParse({ firstName: 'A', lastName: 'B', phone: 'call me' }).success).toBe(false);
    expect(contactInput.safeParse({ firstName: 'A', lastName: 'B', phone: '777123456', zip: '11a00' }).success).toBe(false);
    expect(contactInput.safeParse({ firstName: 'A', lastName: 'B', phone: '777123456', zip: '110 00' }).success).toBe(true);
    expect(invoiceInput.safeParse({ billingEmail: 'not-an-email' }).success).toBe(false);
    expect(invoiceInput.parse({ billingEmail: '' }).billingEmail).toBeNull();
  });
  it('refuses unknown fields', () => {
    expect(updateUserInput.safeParse({ passwordHash: 'x' }).success).toBe(false);
  });
});
