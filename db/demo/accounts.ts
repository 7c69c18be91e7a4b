import { hashPassword } from '../../core/accounts/password';
import { editionTicketHolders, users } from '../schema';
import { DEMO_PASSWORD, DEMO_USERS, demoEmail } from './facts';
import type { SeedContext } from './seed-context';

type User = typeof users.$inferInsert & { id: number };

const PROFILES: Record<keyof typeof DEMO_USERS, Partial<User>> = {
  admin: { firstName: 'Alena', lastName: 'Kovářová', phone: '+420 602 111 222', company: 'Asociace inovačního podnikání ČR' },
  organizer: { firstName: 'Martin', lastName: 'Dvořák', phone: '+420 731 222 333', company: 'H2 Moravia, a.s.' },
  editor: { firstName: 'Lucie', lastName: 'Svobodová', phone: '+420 605 333 444', company: 'SmartCity Lab Brno, z.ú.' },
  member: {
    firstName: 'Petr',
    lastName: 'Novotný',
    phone: '+420 603 123 456',
    company: 'Novotný Engineering s.r.o.',
    street: 'Údolní 53',
    city: 'Brno',
    zip: '60200',
    country: 'Česká republika',
    invoiceName: 'Novotný Engineering s.r.o.',
    invoiceStreet: 'Údolní 53',
    invoiceCity: 'Brno',
    invoiceZip: '60200',
    invoiceCountry: 'Česká republika',
    invoiceRegnumber: '27184528',
    invoiceVAT: 'CZ27184528',
    billingEmail: 'fakturace@novotny-engineering.cz',
  },
  newbie: {},
};

/** Attendees who joined seminars; they have no password, so nobody can sign in as them. */
const ATTENDEES: [string, string][] = [
  ['Jana', 'Veselá'],
  ['Tomáš', 'Horák'],
  ['Kateřina', 'Němcová'],
  ['Jakub', 'Marek'],
  ['Eva', 'Pokorná'],
  ['Lukáš', 'Pospíšil'],
  ['Veronika', 'Hájková'],
  ['Ondřej', 'Jelínek'],
  ['Markéta', 'Králová'],
  ['David', 'Růžička'],
  ['Barbora', 'Benešová'],
  ['Filip', 'Fiala'],
  ['Tereza', 'Sedláčková'],
  ['Michal', 'Doležal'],
  ['Zuzana', 'Zemanová'],
  ['Jiří', 'Kolář'],
  ['Lenka', 'Navrátilová'],
  ['Vojtěch', 'Čermák'],
  ['Hana', 'Urbanová'],
  ['Adam', 'Vaněk'],
];

/** Attendee ids are 11..30, after room for more demo accounts. */
export const ATTENDEE_IDS = ATTENDEES.map((_, i) => 11 + i);

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export async function seedAccounts({ tx }: SeedContext): Promise<void> {
  const keys = Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[];
  // One salt per account; one hash at a time: each takes 32 MiB, and four at once on the libuv
  // pool raised the server's peak at its first start by ~100 MB (decision 048).
  const hashes: string[] = [];
  for (const _key of keys) hashes.push(await hashPassword(DEMO_PASSWORD));
  const demo: User[] = keys.map((key, i) => {
    const { id, username, roleId } = DEMO_USERS[key];
    return { id, username, email: demoEmail(username), passwordHash: hashes[i]!, confirmed: true, roleId, ...PROFILES[key] };
  });
  const attendees: User[] = ATTENDEES.map(([firstName, lastName], i) => {
    const username = `${ascii(firstName)}.${ascii(lastName)}`;
    return {
      id: ATTENDEE_IDS[i]!,
      username,
      email: demoEmail(username),
      passwordHash: null,
      confirmed: true,
      roleId: 4,
      firstName,
      lastName,
      phone: `+420 7${String(21 + i).padStart(2, '0')} ${String(100 + i * 37).padStart(3, '0')} ${String(400 + i * 19).padStart(3, '0')}`,
      locale: i % 5 === 4 ? 'en' : 'cs',
    };
  });
  await tx.insert(users).values([...demo, ...attendees]);
  // The member and the attendees have a ticket for the 2021 edition, current while it is seeded.
  await tx
    .insert(editionTicketHolders)
    .values([DEMO_USERS.member.id, ...attendees.map((a) => a.id)].map((userId) => ({ userId })));
}
