/**
 * The fixed facts of the demo content (the 2021 edition, and the current one made from it) that code, tests and the README may rely
 * on. Everything else in db/demo may change; these may not without updating their users.
 */

/** Password of every demo account. */
export const DEMO_PASSWORD = 'innoweek-demo';

/** Demo accounts by username; each signs in with DEMO_PASSWORD at <username>@innoweek.test. */
export const DEMO_USERS = {
  admin: { id: 1, username: 'admin', roleId: 1 },
  organizer: { id: 2, username: 'organizer', roleId: 3 },
  editor: { id: 3, username: 'editor', roleId: 3 },
  member: { id: 4, username: 'member', roleId: 4 },
  newbie: { id: 5, username: 'newbie', roleId: 2 },
} as const;

export const DEMO_EMAIL_DOMAIN = 'innoweek.test';
export const demoEmail = (username: string) => `${username}@${DEMO_EMAIL_DOMAIN}`;

/** The conference programme page shows exactly these three panels (type 3, hall 5). */
export const CONFERENCE_PANEL_IDS = [32, 35, 36] as const;

/** Livestream passphrases; the database keeps only their hashes. */
export const ACCESS_CODES = {
  /** Conference hall and the seminar halls. */
  conference: 'konference2021',
  /** The seminar halls only. */
  seminars: 'seminare2021',
  /** Issued when the paid orders 2021-0001 and 2021-0003 were paid (decision 031), both rights. */
  order1: 'INNO-K7QM-2HPA-9XDR',
  order3: 'INNO-W6JD-4QMA-FZKT',
} as const;

/**
 * The ticket codes of the demo's paid orders: 2021-0001's one, which its buyer (the member)
 * holds, and 2021-0003's three, which the member hands out to colleagues, all unclaimed.
 */
export const TICKET_CODES = {
  member: 'TI-7KQ4-M9XD-2HPA',
  colleagues: ['TI-3HWP-R8BN-5TCE', 'TI-9FZK-4QMA-W6JD', 'TI-XV2N-8KRB-P3GY'],
} as const;

export const PROMO_CODES = {
  half: 'INNO50',
  free: 'INNO100',
  inactive: 'PARTNER30',
  expired: 'EARLY20',
  /** Limited to one use, which the demo order 2021-0002 took. */
  usedUp: 'STARTUP15',
} as const;

/** The organiser as invoices name it; the IČO and the account are invented (they pass the checks, nothing more). */
export const DEMO_SUPPLIER = {
  supplierName: 'Asociace inovačního podnikání ČR, z. s.',
  supplierStreet: 'Novotného lávka 200/5',
  supplierCity: 'Praha 1',
  supplierZip: '110 00',
  supplierCountry: 'Česká republika',
  supplierRegnumber: '12345679',
  supplierVAT: 'CZ12345679',
  bankAccount: '1234567899/2010',
  iban: 'CZ6920100000001234567899',
} as const;

/**
 * A week before the 2021 main day's first conference session (09:30): where a test that runs the
 * 2021 edition as the current one (DEMO_CONTENT=2021) may start its clock with CLOCK_START, so
 * its tickets are on sale and its seminars take sign-ups. The demo itself runs on the real clock
 * and sells its current edition (decision 146).
 */
export const DEMO_CLOCK_START = '2021-10-04T09:30:00+02:00';

/**
 * The demo's current edition (decision 146): its main day this many weeks after the day the
 * database is made, its events the 2021 ones again with ids this much higher, its ticket quota.
 */
export const LIVING_EDITION = { weeksAhead: 4, eventIdOffset: 1000, quota: 300 } as const;

/** The main day, 11 October 2021, and the span of accompanying events. */
export const MAIN_DAY = '2021-10-11';
export const FESTIVAL_SPAN = { first: '2021-10-04', last: '2021-10-24' } as const;
