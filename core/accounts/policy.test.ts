import { describe, expect, test } from 'vitest';
import {
  canEditEvent,
  canEditExhibitor,
  canEditSpeaker,
  canFilterByUser,
  canPreview,
  canSeeEditors,
  canSeeHallStream,
  canSignUpOthers,
  isAdmin,
  isConfirmedMember,
  isOrganizer,
} from './policy';
import { ROLE } from './roles';

const admin = { id: 1, roleId: ROLE.admin };
const organizer = { id: 2, roleId: ROLE.organizer };
const registred = { id: 3, roleId: ROLE.registred };
const confirmed = { id: 4, roleId: ROLE.confirmed };

describe('policy', () => {
  test('roles', () => {
    expect([admin, organizer, registred, confirmed, null, undefined].map(isAdmin)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([admin, organizer, registred, confirmed, null].map(isOrganizer)).toEqual([false, true, false, false, false]);
    expect([admin, organizer, registred, confirmed, null].map(isConfirmedMember)).toEqual([true, true, false, true, false]);
    expect([admin, organizer, registred, confirmed, null].map(canPreview)).toEqual([true, true, false, false, false]);
    expect([admin, organizer, registred, null].map(canSeeHallStream)).toEqual([true, true, false, false]);
    expect([admin, organizer, registred, null].map(canSeeEditors)).toEqual([true, false, false, false]);
  });

  test("someone else's seminar seat: Admins only, not even the seminar's Organizer (decision 055)", () => {
    expect([admin, organizer, registred, confirmed, null].map(canSignUpOthers)).toEqual([true, false, false, false, false]);
  });

  test('exhibitor edit right: Admin always, Organizer when listed, nobody else even when listed', () => {
    expect(canEditExhibitor(admin, 9, [])).toBe(true);
    expect(canEditExhibitor(admin, null, [])).toBe(true);
    expect(canEditExhibitor(organizer, 9, [9])).toBe(true);
    expect(canEditExhibitor(organizer, 9, [8])).toBe(false);
    expect(canEditExhibitor(organizer, null, [9])).toBe(false);
    expect(canEditExhibitor(registred, 9, [9])).toBe(false);
    expect(canEditExhibitor(confirmed, 9, [9])).toBe(false);
    expect(canEditExhibitor(null, 9, [9])).toBe(false);
    expect(canEditEvent(organizer, { exhibitorId: 9 }, [9])).toBe(true);
    expect(canEditEvent(organizer, { exhibitorId: null }, [9])).toBe(false);
  });

  test('speaker edit right: Admin, or any user listed on the speaker', () => {
    expect(canEditSpeaker(admin, 5, [])).toBe(true);
    expect(canEditSpeaker(confirmed, 5, [5])).toBe(true);
    expect(canEditSpeaker(confirmed, 5, [6])).toBe(false);
    expect(canEditSpeaker(null, 5, [5])).toBe(false);
  });

  test('filtering by a user link (editors, sign-ups): Admin for anyone, others only for themselves', () => {
    expect(canFilterByUser(admin, [7, 8])).toBe(true);
    expect(canFilterByUser(admin, [])).toBe(true);
    expect(canFilterByUser(registred, [3])).toBe(true);
    expect(canFilterByUser(registred, [3, 3])).toBe(true);
    expect(canFilterByUser(registred, [3, 4])).toBe(false);
    expect(canFilterByUser(registred, [])).toBe(false);
    expect(canFilterByUser(null, [3])).toBe(false);
  });
});
