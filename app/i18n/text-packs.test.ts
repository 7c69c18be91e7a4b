import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cs } from './messages/cs';
import { en } from './messages/en';
import { packOf } from './messages/pack-importers';
import { SIGNUP_TEXT_PACKS } from '../components/programme/signup-text-packs';
import { routeScreens } from './route-screens';
import { routeNames } from './route-table';
import {
  BROUGHT_TEXT_PACKS,
  REFUSAL_PACKS,
  ROUTE_TEXT_PACKS,
  TEXT_PACK_NAMES,
  TEXT_PACKS,
  textPackOf,
  textPacksForPath,
} from './text-packs';

describe('text packs (decision 161)', () => {
  it('puts a key in the pack of its prefix, and the rest in the base', () => {
    expect(textPackOf('signup.join')).toBe('signupForms');
    expect(textPackOf('programme.title')).toBe('programme');
    expect(textPackOf('login.title')).toBe('signIn');
    expect(textPackOf('nav.home')).toBe('base');
    // Named keys the frame shows on every page stay in the base.
    expect(textPackOf('calendar.title')).toBe('base');
    expect(textPackOf('calendar.feedTitle')).toBe('base');
  });

  it("moves texts only one page shows out of the base, and the sign-up box's account fields into their own pack (decision 177)", () => {
    expect(textPackOf('privacy.title')).toBe('privacy');
    expect(textPackOf('seatConfirm.lead')).toBe('signupForms');
    // A toast after a redirect comes written out by the root loader (decision 210): its text is
    // in the pack of the screens that show it themselves.
    expect(textPackOf('seatConfirm.confirmed')).toBe('signupForms');
    expect(textPackOf('ticket.toastSent')).toBe('tickets');
    // The toasts' own messages are a pack of their own, which no page lists (decision 210); the
    // live region's name and the close button's stay in the base.
    expect(textPackOf('toast.loggedIn')).toBe('toasts');
    expect(textPackOf('toast.orderConfirmationSent')).toBe('toasts');
    expect(textPackOf('toast.region')).toBe('base');
    expect(textPackOf('toast.close')).toBe('base');
    expect(Object.values(ROUTE_TEXT_PACKS).flat()).not.toContain('toasts');
    expect(textPackOf('me.firstName')).toBe('profileFields');
    expect(textPackOf('me.buyTicket')).toBe('profileFields');
    expect(textPackOf('me.signedInAs')).toBe('accounts');
    expect(textPacksForPath('/odborne-seminare/1')).not.toContain('accounts');
  });

  it("gives the ticket page the buyer's fields, and an event's editors their attendee texts, without whole packs (decision 189)", () => {
    expect(textPackOf('me.invoiceVAT')).toBe('tickets');
    expect(textPackOf('me.street')).toBe('tickets');
    expect(textPacksForPath('/vstupenka-konference')).toContain('tickets');
    expect(textPacksForPath('/vstupenka-konference')).not.toContain('accounts');
    expect(textPackOf('attendees.title')).toBe('attendance');
    expect(textPackOf('waitlist.position')).toBe('attendance');
    expect(textPackOf('checkin.title')).toBe('attendance');
    expect(textPacksForPath('/odborne-seminare/1')).not.toContain('attendance');
    expect(BROUGHT_TEXT_PACKS['app/components/programme/attendee-section.tsx']).toEqual(['attendance']);
  });

  it('keeps the refusals a visitor meets anywhere in the base, those of some forms and the staff ones in their packs', () => {
    expect(textPackOf('Form.error.required')).toBe('base');

    // Those of the sign-in, sign-up, ticket and livestream forms come with those forms (decision
    // 166), a pack per form (decision 189).
    expect(textPackOf('Auth.form.error.invalid')).toBe('authRefusals');
    expect(textPackOf('Signup.full')).toBe('signupRefusals');
    expect(textPackOf('TicketOffer.expired')).toBe('ticketRefusals');
    expect(textPackOf('TicketWaitlist.consent')).toBe('ticketRefusals');
    expect(textPackOf('Livestream.invalid')).toBe('livestreams');
    expect(textPacksForPath('/user/login')).toContain('authRefusals');
    expect(textPacksForPath('/odborne-seminare/1')).not.toContain('authRefusals');
    expect(textPacksForPath('/odborne-seminare')).not.toContain('signupRefusals');
    // An action or a refused API call may meet any of them.
    for (const pack of ['authRefusals', 'signupRefusals', 'ticketRefusals', 'queryRefusals', 'inputRefusals', 'staffRefusals'])
      expect(REFUSAL_PACKS).toContain(pack);
    expect(textPackOf('Users.lastAdmin')).toBe('staffRefusals');
    expect(textPackOf('TicketOrder.cancelled')).toBe('staffRefusals');
  });

  it("gives the sign-in pages their own texts, and the API's query refusals to no page (decision 190)", () => {
    expect(textPackOf('login.title')).toBe('signIn');
    expect(textPackOf('register.title')).toBe('register');
    expect(textPackOf('forgot.title')).toBe('newPassword');
    expect(textPackOf('reset.title')).toBe('newPassword');
    expect(textPackOf('me.signedInAs')).toBe('accounts');
    for (const [path, pack] of [
      ['/user/login', 'signIn'],
      ['/user/register', 'register'],
      ['/user/forgot-password', 'newPassword'],
    ] as const) {
      expect(textPacksForPath(path)).toContain(pack);
      expect(textPacksForPath(path)).not.toContain('accounts');
    }
    expect(textPackOf('Query.param.unknown')).toBe('queryRefusals');
    // The checks of account and invoice fields, the API's bodies and references: the forms that
    // check them list them, every other page does without.
    expect(textPackOf('Form.error.vatNumber')).toBe('inputRefusals');
    expect(textPackOf('Event.link')).toBe('inputRefusals');
    expect(textPackOf('Form.error.required')).toBe('base');
    expect(textPackOf('Request.body.tooLarge')).toBe('base');
    expect(REFUSAL_PACKS).toContain('inputRefusals');
    expect(textPacksForPath('/user/register')).toContain('inputRefusals');
    expect(textPacksForPath('/odborne-seminare')).not.toContain('inputRefusals');
    for (const name of Object.keys(ROUTE_TEXT_PACKS) as (keyof typeof ROUTE_TEXT_PACKS)[])
      expect(ROUTE_TEXT_PACKS[name], name).not.toContain('queryRefusals');
  });

  it("gives an event page the sign-up box a guest sees; a member's box and the sign-up's forms bring the rest (decision 205)", () => {
    expect(textPackOf('signup.title')).toBe('eventPage');
    expect(textPackOf('signup.quickOpen')).toBe('eventPage');
    expect(textPackOf('signup.join')).toBe('signupForms');
    expect(textPackOf('signup.quickTitle')).toBe('signupForms');
    expect(textPackOf('seatConfirm.askLine')).toBe('signupForms');
    // The event's own texts are the event page's; what it shares with the programme's lists is in the base.
    // Its materials and what only its editors see come with those parts (decision 209).
    expect(textPackOf('event.about')).toBe('eventPage');
    expect(textPackOf('event.materials.title')).toBe('eventExtras');
    expect(textPackOf('event.deleteQuestion')).toBe('eventEditing');
    expect(BROUGHT_TEXT_PACKS['app/components/programme/event-materials.tsx']).toEqual(['eventExtras']);
    expect(BROUGHT_TEXT_PACKS['app/components/programme/delete-event-button.tsx']).toEqual(['eventEditing']);
    expect(textPackOf('programme.details')).toBe('eventPage');
    expect(textPackOf('programme.hall')).toBe('base');
    expect(textPackOf('seminars.title')).toBe('base');
    expect(textPackOf('seminars.lead')).toBe('seminars');
    for (const path of ['/odborne-seminare/1', '/en/accompanying-events/41']) {
      expect(textPacksForPath(path)).toEqual(['eventPage']);
    }
    for (const module of ['member-signup', 'quick-signup-dialog', 'quick-signup-form', 'ticket-step-dialog'] as const)
      expect(SIGNUP_TEXT_PACKS[`app/components/programme/${module}.tsx`]).toEqual(
        expect.arrayContaining(['signupForms', 'signupRefusals', 'profileFields']),
      );
    expect(SIGNUP_TEXT_PACKS['app/components/programme/quick-signup-dialog.tsx']).toContain('consent');
  });

  it('names each pack once, and gives each its prefixes', () => {
    expect(new Set(TEXT_PACK_NAMES).size).toBe(TEXT_PACK_NAMES.length);
    expect(Object.keys(TEXT_PACKS).sort()).toEqual([...TEXT_PACK_NAMES].sort());
  });

  it('cuts each table into packs that together are the whole table, in both languages', () => {
    for (const table of [cs, en]) {
      const packs = ['base', ...TEXT_PACK_NAMES] as const;
      const keys = packs.flatMap((pack) => Object.keys(packOf(table, pack)));
      expect(keys.sort()).toEqual(Object.keys(table).sort());
      for (const pack of packs) expect(Object.keys(packOf(table, pack)).length, pack).toBeGreaterThan(0);
    }
  });

  it("names a page's packs by its route, none for a resource route, every pack for one not listed", () => {
    expect(textPacksForPath('/user/login')).toEqual(['signIn', 'authRefusals']);
    expect(textPacksForPath('/en/user/login')).toEqual(['signIn', 'authRefusals']);
    expect(textPacksForPath('/hledat')).toEqual(['search']);
    expect(textPacksForPath('/zive-prenosy/ted')).toEqual([]);
    expect(textPacksForPath('/admin/events')).toEqual(TEXT_PACK_NAMES);
  });

  it('lists every resource route (a .ts module) with no pack, as the browser has no module names (decision 166)', () => {
    const resources = routeNames.filter((name) => routeScreens[name].module.endsWith('.ts'));
    expect(resources.length).toBeGreaterThan(0);
    for (const name of resources) expect(ROUTE_TEXT_PACKS[name], name).toEqual([]);
  });

  it("keeps the error page's and the search panel's texts with them, and what the frame shows in the base (decision 188)", () => {
    expect(textPackOf('error.needs.admin')).toBe('errors');
    expect(textPackOf('error.notFound')).toBe('errors');
    // Titles of a failed page (meta) and what says a script is missing stay on every page.
    expect(textPackOf('error.notFoundTitle')).toBe('base');
    expect(textPackOf('error.chunkTitle')).toBe('base');
    expect(textPackOf('search.count')).toBe('search');
    expect(textPackOf('search.open')).toBe('base');
    for (const [module, packs] of Object.entries({ ...BROUGHT_TEXT_PACKS, ...SIGNUP_TEXT_PACKS })) {
      expect(existsSync(module), module).toBe(true);
      for (const pack of packs) expect(TEXT_PACK_NAMES).toContain(pack);
    }
  });
});
