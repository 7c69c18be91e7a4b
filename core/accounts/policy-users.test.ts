import { describe, expect, test } from 'vitest';
import { ROLE } from '../../db/schema';
import {
  canCreateUser,
  canDeleteUser,
  canListUsers,
  canManageAccounts,
  canReadOutbox,
  canSeeUserAccount,
  canSeeUserProfile,
  canUpdateUser,
} from './policy';

const admin = { id: 1, roleId: ROLE.admin };
const organizer = { id: 2, roleId: ROLE.organizer };
const registred = { id: 3, roleId: ROLE.registred };
const confirmed = { id: 4, roleId: ROLE.confirmed };
const everyone = [admin, organizer, registred, confirmed, null];
const other = 99;

describe('account administration policy', () => {
  test('users list: Admins and Organizers', () => {
    expect(everyone.map(canListUsers)).toEqual([true, true, false, false, false]);
  });

  test("an account summary: oneself, Admins any, an Organizer their exhibitors' editors (decision 085)", () => {
    expect(everyone.map((u) => canSeeUserAccount(u, other, true))).toEqual([true, true, false, false, false]);
    expect(everyone.map((u) => canSeeUserAccount(u, other, false))).toEqual([true, false, false, false, false]);
    expect([registred, confirmed].map((u) => canSeeUserAccount(u, u.id, false))).toEqual([true, true]);
  });

  test('a full profile (contact, invoice, ticket): oneself and Admins, not Organizers', () => {
    expect(everyone.map((u) => canSeeUserProfile(u, other))).toEqual([true, false, false, false, false]);
    expect([organizer, registred].map((u) => canSeeUserProfile(u, u.id))).toEqual([true, true]);
  });

  test('changing an account: oneself or an Admin; account controls only an Admin', () => {
    expect(everyone.map((u) => canUpdateUser(u, other))).toEqual([true, false, false, false, false]);
    expect([organizer, registred, confirmed].map((u) => canUpdateUser(u, u.id))).toEqual([true, true, true]);
    expect(everyone.map(canManageAccounts)).toEqual([true, false, false, false, false]);
  });

  test('deleting: an Admin, never their own account', () => {
    expect(everyone.map((u) => canDeleteUser(u, other))).toEqual([true, false, false, false, false]);
    expect(canDeleteUser(admin, admin.id)).toBe(false);
  });

  test('creating an account for someone: Admins only', () => {
    expect(everyone.map(canCreateUser)).toEqual([true, false, false, false, false]);
  });

  test('the outbox: Admins only', () => {
    expect(everyone.map(canReadOutbox)).toEqual([true, false, false, false, false]);
  });
});
