import { describe, expect, test } from 'vitest';
import { ROLE } from '../accounts/roles';
import { ACCESS_CONTROL, audienceAdmits, canSeeEvent, takesOnlineSignups, type AudienceViewer } from './access-control';

const EXHIBITOR = 40;
const viewer = (roleId: number, over: Partial<AudienceViewer> = {}): AudienceViewer => ({
  id: 7,
  roleId,
  hasTicket: false,
  editableExhibitorIds: [],
  ...over,
});

/** The roles the decision names, each as the session gives them. */
const people = {
  guest: null,
  newbie: viewer(ROLE.registred),
  member: viewer(ROLE.confirmed, { hasTicket: true }),
  memberWithoutTicket: viewer(ROLE.confirmed),
  organizerEditor: viewer(ROLE.organizer, { editableExhibitorIds: [EXHIBITOR] }),
  organizerElsewhere: viewer(ROLE.organizer, { editableExhibitorIds: [EXHIBITOR + 1] }),
  // Listed on the exhibitor without the Organizer role: no edit right (policy.canEditExhibitor).
  listedMember: viewer(ROLE.confirmed, { editableExhibitorIds: [EXHIBITOR] }),
  admin: viewer(ROLE.admin),
} as const;
type Person = keyof typeof people;

const sees = (who: Person, access: (typeof ACCESS_CONTROL)[number], signedUp = false) =>
  canSeeEvent(people[who], { access_control: access, exhibitorId: EXHIBITOR }, { signedUp });

describe('canSeeEvent (decision 027)', () => {
  test.each([
    [
      'public',
      ['guest', 'newbie', 'member', 'memberWithoutTicket', 'organizerEditor', 'organizerElsewhere', 'listedMember', 'admin'],
    ],
    [
      'only_unregitered',
      ['guest', 'newbie', 'member', 'memberWithoutTicket', 'organizerEditor', 'organizerElsewhere', 'listedMember', 'admin'],
    ],
    ['only_users', ['newbie', 'member', 'memberWithoutTicket', 'organizerEditor', 'organizerElsewhere', 'listedMember', 'admin']],
    ['only_registred_users', ['member', 'organizerEditor', 'admin']],
    ['private', ['organizerEditor', 'admin']],
  ] as const)('%s is seen by %j', (access, expected) => {
    const seeing = (Object.keys(people) as Person[]).filter((who) => sees(who, access));
    expect(seeing).toEqual(expected);
  });

  test('whoever signed up (a seat or a queue place) keeps seeing the event, whatever its level', () => {
    for (const access of ACCESS_CONTROL) {
      expect(sees('newbie', access, true), access).toBe(true);
      expect(sees('memberWithoutTicket', access, true), access).toBe(true);
    }
  });

  test('a guest is never "signed up"', () => {
    expect(sees('guest', 'private', true)).toBe(false);
    expect(sees('guest', 'only_users', true)).toBe(false);
  });

  test('an event without exhibitor is edited by Admins only', () => {
    const noExhibitor = { access_control: 'private', exhibitorId: null } as const;
    expect(canSeeEvent(people.admin, noExhibitor, { signedUp: false })).toBe(true);
    expect(canSeeEvent(people.organizerEditor, noExhibitor, { signedUp: false })).toBe(false);
  });
});

describe('audienceAdmits', () => {
  test('a ticket is what makes a registered participant, whatever the role', () => {
    expect(audienceAdmits(viewer(ROLE.registred, { hasTicket: true }), 'only_registred_users')).toBe(true);
    expect(audienceAdmits(viewer(ROLE.organizer), 'only_registred_users')).toBe(false);
  });

  test('private admits nobody by itself, not even an Admin (Admins see it as its editors)', () => {
    expect(audienceAdmits(people.admin, 'private')).toBe(false);
  });
});

describe('takesOnlineSignups', () => {
  test('every level but the walk-in one', () => {
    expect(ACCESS_CONTROL.filter(takesOnlineSignups)).toEqual(['public', 'only_users', 'only_registred_users', 'private']);
  });
});
