import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../tests/db';
import { createUser } from '../../tests/factories';
import { assertAccountFree, findTakenField } from './account-uniqueness';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('findTakenField', () => {
  it('finds a username or e-mail held by another account whatever its case, the first asked first', async () => {
    const db = database.db;
    const a = await createUser(db, { username: 'Uniq-Anna', email: 'Uniq-Anna@Example.org' });
    const b = await createUser(db, { username: 'uniq-bob', email: 'uniq-bob@example.org' });
    expect(await findTakenField(db, { email: 'uniq-anna@example.ORG' })).toBe('email');
    expect(await findTakenField(db, { username: 'UNIQ-anna' })).toBe('username');
    // Both taken (by two accounts): the order asked decides the refusal.
    expect(await findTakenField(db, { email: b.email, username: a.username })).toBe('email');
    expect(await findTakenField(db, { username: a.username, email: b.email })).toBe('username');
    expect(await findTakenField(db, { username: 'uniq-nobody', email: undefined })).toBeNull();
    expect(await findTakenField(db, {})).toBeNull();
  });

  it('leaves out the account being changed', async () => {
    const db = database.db;
    const a = await createUser(db, { username: 'uniq-cyril', email: 'uniq-cyril@example.org' });
    expect(await findTakenField(db, { username: 'UNIQ-CYRIL', email: a.email }, { exceptId: a.id })).toBeNull();
    expect(await findTakenField(db, { username: 'uniq-cyril' }, { exceptId: a.id + 1 })).toBe('username');
  });
});

describe('assertAccountFree', () => {
  it('refuses with the words of its context', async () => {
    const db = database.db;
    const a = await createUser(db, { username: 'uniq-dana', email: 'uniq-dana@example.org' });
    await expect(assertAccountFree(db, { email: a.email })).rejects.toMatchObject({ code: 'Auth.form.error.email.taken' });
    await expect(assertAccountFree(db, { email: a.email }, { context: 'change' })).rejects.toMatchObject({
      code: 'Users.email.taken',
    });
    await expect(assertAccountFree(db, { username: a.username })).rejects.toMatchObject({
      code: 'Auth.form.error.username.taken',
    });
    await expect(assertAccountFree(db, { username: 'uniq-nobody' })).resolves.toBeUndefined();
  });
});
