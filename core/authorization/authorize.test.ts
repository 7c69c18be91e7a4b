import { describe, expect, it } from 'vitest';
import { ROLE } from '../accounts/roles';
import { AppError } from '../errors/app-error';
import { errorStatus } from '../errors/error-codes';
import { authorize, authorized } from './authorize';
import { PERMISSIONS, type Action } from './permissions';

const viewer = (roleId: number, rights: { exhibitors?: number[]; speakers?: number[] } = {}) => ({
  id: roleId * 100,
  roleId,
  hasTicket: false,
  editableExhibitorIds: rights.exhibitors ?? [],
  editableSpeakerIds: rights.speakers ?? [],
});
const admin = viewer(ROLE.admin);
const organizer = viewer(ROLE.organizer, { exhibitors: [7] });
const member = viewer(ROLE.confirmed, { speakers: [3] });
const registred = viewer(ROLE.registred, { speakers: [3] });

describe('authorize', () => {
  it('refuses a guest with 401 on every action, before any rule', () => {
    for (const action of Object.keys(PERMISSIONS) as Action[]) {
      const decision = (authorize as (v: null, a: Action, ...r: unknown[]) => unknown)(null, action, { exhibitorId: 7 });
      expect(decision).toEqual({ allowed: false, code: 'Request.unauthorized', needs: null });
    }
  });

  it('gives every refusal a 403 code', () => {
    for (const entry of Object.values(PERMISSIONS)) expect(errorStatus(entry.refusal)).toBe(403);
  });

  it('refuses an Admin-only action with its code, telling an Organizer it is for Admins and a member it is for staff', () => {
    expect(authorize(admin, 'tickets.manage')).toEqual({ allowed: true });
    expect(authorize(organizer, 'tickets.manage')).toEqual({ allowed: false, code: 'Ticket.forbidden', needs: 'admin' });
    expect(authorize(member, 'tickets.manage')).toEqual({ allowed: false, code: 'Ticket.forbidden', needs: 'staff' });
  });

  it('decides an action on a resource by its rule', () => {
    expect(authorize(organizer, 'events.edit', { exhibitorId: 7 }).allowed).toBe(true);
    expect(authorize(organizer, 'events.edit', { exhibitorId: 8 })).toEqual({
      allowed: false,
      code: 'Event.forbidden.edit',
      needs: 'eventEditor',
    });
    expect(authorize(admin, 'events.edit', { exhibitorId: null }).allowed).toBe(true);
    expect(authorize(member, 'speakers.edit', 3).allowed).toBe(true);
    // A Registred user listed on the speaker is told the page is for members.
    expect(authorize(registred, 'speakers.edit', 3)).toMatchObject({ allowed: false, needs: 'member' });
  });

  it('authorized hands back the viewer, or throws the refusal as an AppError', () => {
    expect(authorized(admin, 'door.scan')).toBe(admin);
    expect(() => authorized(member, 'door.scan')).toThrow(new AppError('Door.forbidden'));
    expect(() => authorized(null, 'door.scan')).toThrow(new AppError('Request.unauthorized'));
  });
});
