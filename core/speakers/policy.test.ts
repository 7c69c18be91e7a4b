import { describe, expect, it } from 'vitest';
import { ROLE } from '../accounts/roles';
import { canChangeSpeaker, canCreateSpeaker, canDeleteSpeaker, speakerFieldsLockedFor } from './policy';

const as = (roleId: number) => ({ id: 1, roleId });
const listed = [7];

describe('speaker policy', () => {
  it('Admins and Organizers create speakers; members and guests do not', () => {
    expect([ROLE.admin, ROLE.organizer, ROLE.confirmed, ROLE.registred].map((r) => canCreateSpeaker(as(r)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(canCreateSpeaker(null)).toBe(false);
  });

  it('a speaker is changed by Admins and by confirmed members (staff included) listed on it', () => {
    expect(canChangeSpeaker(as(ROLE.admin), 7, [])).toBe(true);
    for (const role of [ROLE.organizer, ROLE.confirmed]) {
      expect(canChangeSpeaker(as(role), 7, listed)).toBe(true);
      expect(canChangeSpeaker(as(role), 8, listed)).toBe(false);
    }
    expect(canChangeSpeaker(as(ROLE.registred), 7, listed)).toBe(false);
    expect(canChangeSpeaker(null, 7, listed)).toBe(false);
  });

  it('deleting is for Admins and for Organizers listed on it, never for a self-editing member', () => {
    expect(canDeleteSpeaker(as(ROLE.admin), 7, [])).toBe(true);
    expect(canDeleteSpeaker(as(ROLE.organizer), 7, listed)).toBe(true);
    expect(canDeleteSpeaker(as(ROLE.organizer), 8, listed)).toBe(false);
    expect(canDeleteSpeaker(as(ROLE.confirmed), 7, listed)).toBe(false);
  });

  it('users_can_edit is Admin business; publishing is the admin area, not the self-edit page', () => {
    expect(speakerFieldsLockedFor(as(ROLE.admin))).toEqual([]);
    expect(speakerFieldsLockedFor(as(ROLE.organizer))).toEqual(['users_can_edit']);
    expect(speakerFieldsLockedFor(as(ROLE.confirmed))).toEqual(['published_at', 'users_can_edit']);
  });
});
