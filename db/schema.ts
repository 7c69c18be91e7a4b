/**
 * The whole data model of both spec documents (section 3 of each) plus what tickets,
 * livestream access, accounts and mail need. TypeScript keys follow the spec's public field
 * names (name_en, max_users, firstName, hasTicket, ...) because those names are the REST
 * contract; columns are snake_case in the database (drizzle `casing: 'snake_case'`).
 * Foreign keys are `<relation>Id` in TypeScript; the API expands them as objects.
 */
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLE } from '../core/accounts/roles';
import { CONFERENCE_HALL_ID } from '../core/halls/conference-hall';
import { MESSAGE_AUDIENCES, type MessageAudience } from '../core/messages/message-audiences';
import { ACCESS_CONTROL, type AccessControl } from '../core/events/access-control';
import { DEFAULT_RETENTION_MONTHS, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../core/settings/retention-periods';

const ts = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: 'date' }) : timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => ts().notNull().defaultNow();
const updatedAt = () =>
  ts()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Lowercase text with Czech (and common Latin) diacritics removed, computed by the database
 * so search is accent-insensitive on both PGlite and PostgreSQL without the unaccent extension
 * (translate() is immutable, so it may back a generated column).
 */
export const foldSql = (expr: string) =>
  `lower(translate(${expr}, 'ÁÄČĎÉĚËÍĽĹŇÓÔÖŔŘŠŤÚŮÜÝŽáäčďéěëíľĺňóôöŕřšťúůüýž', 'AACDEEEILLNOOORRSTUUUYZaacdeeeillnooorrstuuuyz'))`;

// ---------------------------------------------------------------------------------------
// Editions (decision 146)
// ---------------------------------------------------------------------------------------

/** draft: being prepared, not public; current: the one the site shows and sells (exactly one); archived: over, read-only. */
export const EDITION_STATES = ['draft', 'current', 'archived'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/**
 * One year's innovation week (decision 146). It owns its events (and through them sign-ups,
 * waiting lists, stars, attendance and messages), its ticket settings and sales window, orders,
 * tickets, promo codes, the ticket waiting list, access codes and who has a ticket. Halls,
 * locations, event types, exhibitors, speakers, patrons and pages are shared; its partners and
 * patrons order are its own (decision 172).
 * Exactly one edition is current: the partial unique index allows one, and the rows an edition
 * owns take `current_edition_id()` as their default (the migration creates that function), so
 * a write that names no edition lands in the current one and fails when there is none.
 */
export const editions = pgTable(
  'editions',
  {
    id: serial().primaryKey(),
    year: integer().notNull().unique(),
    name: text().notNull(),
    name_en: text().notNull(),
    /** The conference day, in Prague. */
    mainDay: date({ mode: 'string' }).notNull(),
    /** The first and last day of the accompanying programme (the main day lies between them). */
    programmeStart: date({ mode: 'string' }).notNull(),
    programmeEnd: date({ mode: 'string' }).notNull(),
    state: text().$type<EditionState>().notNull().default('draft'),
    /** Months after the edition's end until each kind of personal data goes (decisions 153, 165). */
    retentionSignups: integer().notNull().default(DEFAULT_RETENTION_MONTHS.signups),
    retentionAttendance: integer().notNull().default(DEFAULT_RETENTION_MONTHS.attendance),
    retentionQuickSignupAccounts: integer().notNull().default(DEFAULT_RETENTION_MONTHS.quickSignupAccounts),
    retentionOutboxBodies: integer().notNull().default(DEFAULT_RETENTION_MONTHS.outboxBodies),
    /** Comma-separated patron ids in display order; patrons not listed are not shown (decision 172). */
    patrons_order: text().notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('editions_one_current_uq')
      .on(t.state)
      .where(sql`${t.state} = 'current'`),
    check('editions_state_ck', sql.raw(`state in (${EDITION_STATES.map((s) => `'${s}'`).join(', ')})`)),
    check('editions_year_ck', sql`${t.year} between 2000 and 2999`),
    check('editions_dates_ck', sql`${t.programmeStart} <= ${t.mainDay} and ${t.mainDay} <= ${t.programmeEnd}`),
    check(
      'editions_retention_ck',
      sql.raw(
        ['retention_signups', 'retention_attendance', 'retention_quick_signup_accounts', 'retention_outbox_bodies']
          .map((c) => `${c} between ${RETENTION_MONTHS_MIN} and ${RETENTION_MONTHS_MAX}`)
          .join(' and '),
      ),
    ),
  ],
);

/** The column every edition-owned row has: the current edition unless the write names one. */
const editionRef = () =>
  integer()
    .notNull()
    .default(sql`current_edition_id()`)
    .references(() => editions.id);

// ---------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------

// Role and event type ids live in plain modules the browser can load too; the schema's users
// may keep reading them from here.
export { ROLE };
export type { RoleId } from '../core/accounts/roles';

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  type: text().notNull().unique(),
  description: text().notNull().default(''),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    confirmed: boolean().notNull().default(false),
    blocked: boolean().notNull().default(false),
    roleId: integer()
      .notNull()
      .default(ROLE.registred)
      .references(() => roles.id),
    /** Preferred language for e-mails and redirects. */
    locale: text().notNull().default('cs'),
    /** Bumped to invalidate every session token issued before (password change, block). */
    tokenVersion: integer().notNull().default(0),
    firstName: text(),
    lastName: text(),
    phone: text(),
    company: text(),
    street: text(),
    city: text(),
    zip: text(),
    country: text(),
    /** Change notices also for the sessions they starred, not only those they signed up to (opted in on My programme, decision 135). */
    starNotices: boolean().notNull().default(false),
    invoiceName: text(),
    invoiceStreet: text(),
    invoiceCity: text(),
    invoiceZip: text(),
    invoiceCountry: text(),
    invoiceRegnumber: text(),
    invoiceVAT: text('invoice_vat'),
    billingEmail: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    check('users_locale_ck', sql`${t.locale} in ('cs', 'en')`),
  ],
);

/** E-mail confirmation, password-reset and e-mail-change codes: stored as a SHA-256 hash, single use, expiring. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    codeHash: text().notNull().unique(),
    /** The new address of an e-mail change ('email' codes), which replaces the old one once confirmed. */
    email: text(),
    /** A confirmation code's page to come back to once the address is confirmed (a same-site path). */
    redirectTo: text(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    created_at: createdAt(),
  },
  (t) => [
    index('auth_codes_user_idx').on(t.userId),
    check('auth_codes_kind_ck', sql`${t.kind} in ('confirm', 'reset', 'email', 'invite')`),
    check('auth_codes_email_ck', sql`(${t.kind} = 'email') = (${t.email} is not null)`),
  ],
);

/**
 * Sessions ended by logging out before their token expired: the token's `jti`, kept until the
 * token's own expiry (after which it is refused anyway) and pruned then. The rest of a user's
 * sessions stay valid; every session at once ends by bumping `users.tokenVersion` (decision 054).
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts().notNull(),
  },
  (t) => [index('revoked_sessions_user_idx').on(t.userId), index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------
// Media: uploaded files with their resized formats (Strapi's upload file)
// ---------------------------------------------------------------------------------------

/** One stored variant: `hash` + `ext` is its storage key (Strapi v3 records the same two). */
export type MediaVariant = { hash?: string; ext?: string; url: string; size: number; mime: string };
/** A resized format in the original's type, with a WebP twin unless the original already is WebP. */
export type MediaFormat = MediaVariant & { width: number; height: number; webp?: MediaVariant };
export type MediaFormats = Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>>;

export const files = pgTable('files', {
  id: serial().primaryKey(),
  name: text().notNull(),
  alternativeText: text(),
  caption: text(),
  /** Random storage key; the stored file is uploads/<hash><ext>. */
  hash: text().notNull().unique(),
  ext: text().notNull(),
  mime: text().notNull(),
  /** Size in kB, as Strapi reports it and the admin shows it. */
  size: integer().notNull(),
  width: integer(),
  height: integer(),
  url: text().notNull(),
  formats: jsonb().$type<MediaFormats>().notNull().default({}),
  /** Who uploaded it through the API: Organizers may change and delete only their own uploads. */
  uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

// ---------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------

export { EVENT_TYPE } from '../core/events/event-types';

export const eventTypes = pgTable('event_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  name_en: text(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    name_en: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('locations_name_idx').on(t.name)],
);

/** broadcast is "platform:id" (vimeo or youtube). Hall 5 is the conference hall (core/halls/conference-hall.ts). */
export { CONFERENCE_HALL_ID };

export const halls = pgTable(
  'halls',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    name_en: text(),
    description: text(),
    description_en: text(),
    broadcast: text(),
    slido: text(),
    /** Running late (issue 11): minutes the hall is behind its schedule, set on the day; 0 on time. */
    delayMinutes: integer().notNull().default(0),
    /** When the delay was set: it moves the hall's events of that day not yet over by then. */
    delaySetAt: ts(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('halls_name_idx').on(t.name),
    check('halls_broadcast_ck', sql`${t.broadcast} is null or ${t.broadcast} ~ '^(vimeo|youtube):[A-Za-z0-9_-]+$'`),
    check('halls_delay_ck', sql`${t.delayMinutes} between 0 and 180`),
  ],
);

// ---------------------------------------------------------------------------------------
// People and organisations
// ---------------------------------------------------------------------------------------

export const exhibitors = pgTable(
  'exhibitors',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    name_en: text(),
    slug: text().notNull(),
    /** The English fair page's slug, made from name_en; null when there is no English name (the slug serves, decision 107). */
    slug_en: text(),
    description: text(),
    description_en: text(),
    logoId: integer().references(() => files.id, { onDelete: 'set null' }),
    ispublic: boolean().notNull().default(false),
    person: text(),
    phone: text(),
    email: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('exhibitors_name_idx').on(t.name), index('exhibitors_public_idx').on(t.ispublic)],
);

/** Exhibitor users_can_edit: these users may edit the exhibitor's events and see attendees. */
export const exhibitorEditors = pgTable(
  'exhibitor_editors',
  {
    exhibitorId: integer()
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exhibitorId, t.userId] }), index('exhibitor_editors_user_idx').on(t.userId)],
);

export const speakers = pgTable(
  'speakers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    job: text(),
    job_en: text(),
    description: text(),
    description_en: text(),
    imageId: integer().references(() => files.id, { onDelete: 'set null' }),
    /** Shown as Twitter. */
    web_link: text(),
    linkedin_link: text(),
    website: text(),
    published_at: ts(),
    search_text: text().generatedAlwaysAs(
      sql.raw(foldSql(`coalesce(name, '') || ' ' || coalesce(job, '') || ' ' || coalesce(job_en, '')`)),
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('speakers_name_idx').on(t.name), index('speakers_published_idx').on(t.published_at)],
);

/** Speaker users_can_edit: these users may edit the speaker profile. */
export const speakerEditors = pgTable(
  'speaker_editors',
  {
    speakerId: integer()
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.speakerId, t.userId] }), index('speaker_editors_user_idx').on(t.userId)],
);

export const patrons = pgTable('patrons', {
  id: serial().primaryKey(),
  name: text().notNull(),
  job: text(),
  job_en: text(),
  description: text(),
  description_en: text(),
  imageId: integer().references(() => files.id, { onDelete: 'set null' }),
  website: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The single Setting record (id 0): site name, logo and background (the patrons order is each edition's, decision 172). */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().default(0),
    name: text().notNull().default('Týden inovací ČR'),
    name_en: text(),
    logoId: integer().references(() => files.id, { onDelete: 'set null' }),
    imageId: integer().references(() => files.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [check('settings_single_ck', sql`${t.id} = 0`)],
);

export const PARTNER_GROUPS = [
  'main',
  'gold',
  'silver',
  'technology',
  'academy',
  'space',
  'cars',
  'main media',
  'media',
  'supporting',
] as const;
export type PartnerGroup = (typeof PARTNER_GROUPS)[number];

/** Setting.partners: logos grouped as the homepage shows them; each edition has its own (decision 172). */
export const partners = pgTable(
  'partners',
  {
    id: serial().primaryKey(),
    editionId: editionRef(),
    name: text().notNull(),
    link: text(),
    imageId: integer().references(() => files.id, { onDelete: 'set null' }),
    group: text().$type<PartnerGroup>().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('partners_edition_group_idx').on(t.editionId, t.group, t.position),
    check('partners_group_ck', sql.raw(`"group" in (${PARTNER_GROUPS.map((g) => `'${g}'`).join(', ')})`)),
  ],
);

// ---------------------------------------------------------------------------------------
// Programme
// ---------------------------------------------------------------------------------------

// Who an event is for (decision 027); the values live in a plain module the browser can load too.
export { ACCESS_CONTROL, type AccessControl } from '../core/events/access-control';

export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    name_en: text(),
    slug: text().notNull(),
    /** The English pages' slug, made from name_en; null when the event has no English name (the slug serves). */
    slug_en: text(),
    editionId: editionRef(),
    start: ts().notNull(),
    end: ts().notNull(),
    eventtypeId: integer()
      .notNull()
      .references(() => eventTypes.id),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    hallId: integer().references(() => halls.id, { onDelete: 'set null' }),
    exhibitorId: integer().references(() => exhibitors.id, { onDelete: 'set null' }),
    imageId: integer().references(() => files.id, { onDelete: 'set null' }),
    max_users: integer(),
    description: text(),
    description_en: text(),
    address: text(),
    /** The external website link (named so by the original system). */
    facebook_link: text(),
    is_premiere: boolean().notNull().default(false),
    access_control: text().$type<AccessControl>().notNull().default('public'),
    /** Comma-separated speaker ids in display order. */
    speakers_order: text().notNull().default(''),
    /** Comma-separated ids of joined users marked present. */
    users_present: text().notNull().default(''),
    contact: text(),
    contact_email: text(),
    /**
     * No-show control (decision 134): a full seminar with a queue asks its seat holders this many
     * hours before the start to confirm; null never asks.
     */
    reconfirm_hours: integer(),
    /** When the seat holders were asked to confirm (once per seminar; seats given later are not asked). */
    reconfirm_asked_at: ts(),
    published_at: ts(),
    search_text: text().generatedAlwaysAs(sql.raw(foldSql(`coalesce(name, '') || ' ' || coalesce(name_en, '')`))),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('events_type_start_idx').on(t.eventtypeId, t.start),
    index('events_start_idx').on(t.start),
    index('events_edition_start_idx').on(t.editionId, t.start),
    index('events_hall_idx').on(t.hallId, t.start),
    index('events_location_idx').on(t.locationId),
    index('events_exhibitor_idx').on(t.exhibitorId),
    index('events_published_idx').on(t.published_at),
    check('events_range_ck', sql`${t.end} >= ${t.start}`),
    check('events_max_users_ck', sql`${t.max_users} is null or ${t.max_users} between 0 and 100000`),
    check('events_reconfirm_hours_ck', sql`${t.reconfirm_hours} is null or ${t.reconfirm_hours} between 2 and 168`),
    check('events_access_control_ck', sql.raw(`access_control in (${ACCESS_CONTROL.map((a) => `'${a}'`).join(', ')})`)),
  ],
);

export const eventSpeakers = pgTable(
  'event_speakers',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    speakerId: integer()
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.speakerId] }), index('event_speakers_speaker_idx').on(t.speakerId)],
);

/** Embed types: 1 Chat sli.do, 2 Video Slideslive, 3 Video Vimeo, 4 Video YouTube, 5 Chat Rocket.chat, 6 Meeting Zoom. */
export const embeds = pgTable(
  'embeds',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The unique code of the video or chat on its platform. */
    url: text().notNull(),
    type: integer().notNull().default(2),
    order: integer().notNull().default(0),
    /** A recording of the session: after the event ends it replaces the live videos on the event page (decision 088). */
    recording: boolean().notNull().default(false),
    published_at: ts().defaultNow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('embeds_type_ck', sql`${t.type} >= 1`)],
);

export const eventEmbeds = pgTable(
  'event_embeds',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    embedId: integer()
      .notNull()
      .references(() => embeds.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.embedId] }), index('event_embeds_embed_idx').on(t.embedId)],
);

export const eventFiles = pgTable(
  'event_files',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.fileId] }), index('event_files_file_idx').on(t.fileId)],
);

/** Event joins (the event's users): one row per signed-up user. */
export const eventJoins = pgTable(
  'event_joins',
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Asked to confirm the seat by this instant (decision 134); unconfirmed at it, the seat goes to the queue. */
    reconfirm_by: ts(),
    /** When the holder confirmed the seat they were asked about. */
    reconfirmed_at: ts(),
    created_at: createdAt(),
  },
  (t) => [
    index('event_joins_reconfirm_idx')
      .on(t.reconfirm_by)
      .where(sql`${t.reconfirm_by} is not null and ${t.reconfirmed_at} is null`),
    uniqueIndex('event_joins_event_user_uq').on(t.eventId, t.userId),
    index('event_joins_user_idx').on(t.userId),
  ],
);

/**
 * The waiting list of a full seminar: one row per waiting user, served in `id` order (ids are
 * taken under the event's row lock, so they follow the order the requests were accepted).
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('event_waitlist_event_user_uq').on(t.eventId, t.userId),
    index('event_waitlist_event_idx').on(t.eventId, t.id),
    index('event_waitlist_user_idx').on(t.userId),
  ],
);

/** What the people signed up to a session were last told of it: the times as shown (hall delay included) and the hall. */
export type ToldSession = { start: string; end: string; hallId: number | null };

/**
 * A change notice waiting for its quiet period (decision 121): one row per event, written by
 * the first change of its time, hall or shown delay and touched by each later one, so rapid
 * edits make one mail. `told` is what people knew before the first of them; the sender
 * compares it with the session as it is then, and mails only a real difference.
 */
export const eventChangeNotices = pgTable('event_change_notices', {
  eventId: integer()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  told: jsonb().$type<ToldSession>().notNull(),
  /** The last change: the notice goes once nothing has changed for the quiet period. */
  changedAt: ts().notNull().defaultNow(),
  created_at: createdAt(),
});

/**
 * When each attendee's presence was last set (decision 025): a mark made before this
 * instant (a check-in phone's queue sent late) no longer changes users_present. Written under
 * the event's row lock with every change of users_present.
 */
export const eventAttendanceMarks = pgTable(
  'event_attendance_marks',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    markedAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

// ---------------------------------------------------------------------------------------
// My programme: stars and the secret links of a user's programme (decision 038)
// ---------------------------------------------------------------------------------------

/** An event a signed-in user starred for My programme; one row per pair, so starring twice is harmless. */
export const userStars = pgTable(
  'user_stars',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('user_stars_event_idx').on(t.eventId)],
);

/**
 * A user's secret programme links: 'share' (a read-only copy of My programme) and 'feed' (the
 * personal iCalendar subscription). The token is 256 random bits, kept as sent so the owner can
 * copy the link again; regenerating replaces it, revoking deletes the row.
 */
export const programmeLinks = pgTable(
  'programme_links',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    token: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    uniqueIndex('programme_links_token_uq').on(t.token),
    check('programme_links_kind_ck', sql`${t.kind} in ('share', 'feed')`),
  ],
);

// ---------------------------------------------------------------------------------------
// Content pages
// ---------------------------------------------------------------------------------------

/** Pages sharing a localization group are localizations of each other, one per locale. */
export const pages = pgTable(
  'pages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    locale: text().notNull().default('cs'),
    localizationGroup: integer().notNull(),
    content: text().notNull().default(''),
    published_at: ts(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_group_locale_uq').on(t.localizationGroup, t.locale),
    index('pages_locale_idx').on(t.locale),
    check('pages_locale_ck', sql`${t.locale} in ('cs', 'en')`),
  ],
);

/** Side-menu entries; an entry is shown only when it links a page. */
export const menuPages = pgTable(
  'menu_pages',
  {
    id: serial().primaryKey(),
    locale: text().notNull().default('cs'),
    position: integer().notNull().default(0),
    pageId: integer().references(() => pages.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('menu_pages_locale_idx').on(t.locale, t.position),
    check('menu_pages_locale_ck', sql`${t.locale} in ('cs', 'en')`),
  ],
);

// ---------------------------------------------------------------------------------------
// Tickets and livestream access
// ---------------------------------------------------------------------------------------

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial().primaryKey(),
    editionId: editionRef(),
    /** Upper case as saved (decision 083); matched case-insensitively, unique per edition (the index is on lower(code)). */
    code: text().notNull(),
    /** Percentage, 1 to 100. */
    discount: integer().notNull(),
    active: boolean().notNull().default(true),
    /** Usable from this instant (null: at once) until validUntil (null: for ever). */
    validFrom: ts(),
    validUntil: ts(),
    /** How many orders (not cancelled) may use it; null: any number. */
    maxUses: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_edition_code_lower_uq').on(t.editionId, sql`lower(${t.code})`),
    check('promo_codes_code_ck', sql`char_length(${t.code}) between 1 and 63`),
    check('promo_codes_discount_ck', sql`${t.discount} between 1 and 100`),
    check('promo_codes_max_uses_ck', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check('promo_codes_window_ck', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} < ${t.validUntil}`),
  ],
);

/**
 * The ticketing setting of an edition (one row each, decision 146): VAT rate, the quota of conference tickets for sale, the
 * payment term, the supplier printed on invoices, and whether a self-declared ticket counts
 * (issue 9 item 7). Admin-only (`/api/ticket-settings`); each order keeps a snapshot of it.
 */
export const ticketSettings = pgTable(
  'ticket_settings',
  {
    editionId: editionRef().primaryKey(),
    /** Percentage applied to every new order. */
    vatRate: integer().notNull().default(21),
    /** Conference tickets for sale in all orders not cancelled; null: no limit. */
    quota: integer(),
    paymentDueDays: integer().notNull().default(14),
    selfDeclaredTickets: boolean().notNull().default(false),
    supplierName: text().notNull().default(''),
    supplierStreet: text().notNull().default(''),
    supplierCity: text().notNull().default(''),
    supplierZip: text().notNull().default(''),
    supplierCountry: text().notNull().default('Česká republika'),
    /** IČO. */
    supplierRegnumber: text().notNull().default(''),
    /** DIČ. */
    supplierVAT: text('supplier_vat').notNull().default(''),
    /** Czech form: [prefix-]number/bank code. */
    bankAccount: text().notNull().default(''),
    /** Without spaces. */
    iban: text().notNull().default(''),
    /** Sales open at this instant of the programme clock; null: open already (decision 082). */
    salesStart: ts(),
    /** Sales close at this instant; null: when the conference's first session starts. */
    salesEnd: ts(),
    /** How long a waiting-list offer lets its holder order beyond the quota. */
    offerHours: integer().notNull().default(48),
    /** A hall running more than this many minutes late tells those signed up to its sessions (decision 121). */
    lateNoticeMinutes: integer().notNull().default(15),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'ticket_settings_sales_window_ck',
      sql`${t.salesStart} is null or ${t.salesEnd} is null or ${t.salesStart} < ${t.salesEnd}`,
    ),
    check('ticket_settings_offer_hours_ck', sql`${t.offerHours} between 1 and 720`),
    check('ticket_settings_late_notice_ck', sql`${t.lateNoticeMinutes} between 1 and 180`),
    check('ticket_settings_vat_rate_ck', sql`${t.vatRate} between 0 and 100`),
    check('ticket_settings_quota_ck', sql`${t.quota} is null or ${t.quota} between 0 and 1000000`),
    check('ticket_settings_due_days_ck', sql`${t.paymentDueDays} between 0 and 365`),
  ],
);

/**
 * Gapless document numbers: one row per series and year holding the last number issued. A
 * number is taken by incrementing the row inside the transaction that stores the document, so
 * the row stays locked until that commits and a rollback gives the number back
 * (core/tickets/next-document-number.ts). `order`: order numbers, which are also the payment
 * requests' numbers and the variable symbols; `invoice`: tax documents, issued on payment;
 * `creditNote`: their credit notes (decision 078).
 */
export const DOCUMENT_SERIES = ['order', 'invoice', 'creditNote'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().$type<DocumentSeries>().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.year] }),
    check('document_counters_series_ck', sql.raw(`series in (${DOCUMENT_SERIES.map((s) => `'${s}'`).join(', ')})`)),
    check('document_counters_last_ck', sql`${t.last} >= 1`),
  ],
);

/** The supplier as printed on an order's invoice: a snapshot of the ticket settings when it was issued. */
export type InvoiceSupplier = {
  name: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  regnumber: string;
  vatNumber: string;
  bankAccount: string;
  iban: string;
};

/** awaiting: invoiced, not paid yet; paid; cancelled (a credit note follows for an invoiced one). */
export const ORDER_STATUSES = ['awaiting', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order's money stands, from the sum of its payment ledger (decision 075):
 * `core/tickets/payment-state.ts` computes it, the order keeps it for the list's filter.
 */
export const PAYMENT_STATES = ['awaiting', 'partlyPaid', 'paid', 'overpaid', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A conference ticket order and its invoice. Ticket type: 1 standard, 2 group (from 3 tickets).
 * Money in whole CZK (the price list has no haléře): a snapshot of the price computed on the
 * server (core/tickets/pricing.ts), never what the buyer sent.
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: serial().primaryKey(),
    /** Public reference that leaves the system (answers, e-mails, links); random, not the serial id. */
    publicId: text().notNull().unique(),
    /**
     * The secret of the buyer's order page link (decision 080): 122 random bits from the
     * database's strong generator, unrelated to `publicId`, which answers and lists show.
     */
    pageToken: text()
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Order number, gapless per year: 2021-0001; also the payment request's number (decision 078). */
    number: text().notNull().unique(),
    /** Year and four-digit sequence: 20210001. */
    variableSymbol: text().notNull().unique(),
    editionId: editionRef(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    type: integer().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('CZK'),
    /** The price list's unit price without VAT. */
    listUnitPrice: integer().notNull(),
    /** Percentage of the promo code, 0 without one. */
    discount: integer().notNull().default(0),
    /** Unit price without VAT after the discount. */
    unitPrice: integer().notNull(),
    totalWithoutVat: integer().notNull(),
    vatRate: integer().notNull(),
    vat: integer().notNull(),
    totalWithVat: integer().notNull(),
    promoCodeId: integer().references(() => promoCodes.id, { onDelete: 'set null' }),
    /** The code as it was when used (the promo code may be renamed or deleted later). */
    promoCode: text(),
    status: text().$type<OrderStatus>().notNull().default('awaiting'),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    street: text(),
    city: text(),
    zip: text(),
    country: text(),
    invoiceName: text(),
    invoiceStreet: text(),
    invoiceCity: text(),
    invoiceZip: text(),
    invoiceCountry: text(),
    invoiceRegnumber: text(),
    invoiceVAT: text('invoice_vat'),
    billingEmail: text(),
    locale: text().notNull().default('cs'),
    supplier: jsonb().$type<InvoiceSupplier>().notNull(),
    /**
     * The edition's name in both languages as it was when the order was placed: its payment
     * request, tax documents and mails name the event the buyer paid for, whatever the edition is
     * renamed to later (decision 180).
     */
    eventName: text().notNull(),
    eventNameEn: text().notNull(),
    /** The day the order and its payment request were issued, in Prague. */
    issuedOn: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** When the payment that reached the total was booked (noon Prague of a past bank day). */
    paidAt: ts(),
    /** The sum of the order's payment ledger in haléře, kept with every ledger row (decision 075). */
    paidMinor: bigint({ mode: 'number' }).notNull().default(0),
    paymentState: text().$type<PaymentState>().notNull().default('awaiting'),
    cancelledAt: ts(),
    /** The client's Idempotency-Key and a hash of what it sent with it: a retry answers this order. */
    idempotencyKey: text(),
    requestHash: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('ticket_orders_user_idx').on(t.userId),
    index('ticket_orders_edition_idx').on(t.editionId),
    index('ticket_orders_promo_idx').on(t.promoCodeId),
    index('ticket_orders_status_idx').on(t.status),
    index('ticket_orders_payment_state_idx').on(t.paymentState),
    uniqueIndex('ticket_orders_idempotency_key_uq').on(t.idempotencyKey),
    check('ticket_orders_type_ck', sql`${t.type} in (1, 2)`),
    check('ticket_orders_amount_ck', sql`${t.amount} between 1 and 50`),
    check('ticket_orders_discount_ck', sql`${t.discount} between 0 and 100`),
    check('ticket_orders_vat_rate_ck', sql`${t.vatRate} between 0 and 100`),
    check(
      'ticket_orders_money_ck',
      sql`${t.unitPrice} >= 0 and ${t.listUnitPrice} >= ${t.unitPrice} and ${t.vat} >= 0 and ${t.totalWithoutVat} = ${t.unitPrice} * ${t.amount} and ${t.totalWithVat} = ${t.totalWithoutVat} + ${t.vat}`,
    ),
    check('ticket_orders_status_ck', sql.raw(`status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('ticket_orders_paid_ck', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
    check('ticket_orders_payment_state_ck', sql.raw(`payment_state in (${PAYMENT_STATES.map((s) => `'${s}'`).join(', ')})`)),
    check('ticket_orders_cancelled_ck', sql`${t.status} <> 'cancelled' or ${t.cancelledAt} is not null`),
    check('ticket_orders_vs_ck', sql`${t.variableSymbol} ~ '^[0-9]{1,10}$'`),
    check('ticket_orders_locale_ck', sql`${t.locale} in ('cs', 'en')`),
  ],
);

/** A tax document (daňový doklad) or a credit note (opravný daňový doklad) of an order. */
export const ORDER_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
/** Why a tax document was credited: the order was cancelled, or its payment taken back (decision 074). */
export const CREDIT_REASONS = ['cancelled', 'paymentTakenBack'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * The tax documents of ticket orders, each numbered in its gapless series (decision 078): an
 * invoice issued when the order became paid, dated on the payment's day, and the credit note
 * that answers it in full when the order is cancelled or its payment taken back. Never deleted
 * or renumbered. An order's payment request is not stored: it is the order itself.
 */
export const ticketOrderDocuments = pgTable(
  'ticket_order_documents',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => ticketOrders.id),
    kind: text().$type<OrderDocumentKind>().notNull(),
    /** F2021-0001 (invoice), D2021-0001 (credit note); invoices issued before decision 078 carry their order's number. */
    number: text().notNull().unique(),
    issuedOn: date({ mode: 'string' }).notNull(),
    /** DUZP: the payment's day for an invoice issued on payment, the day of issue otherwise. */
    taxableOn: date({ mode: 'string' }).notNull(),
    /** The day the payment the invoice confirms arrived; null for an invoice issued at ordering (before decision 078) and for credit notes. */
    paidOn: date({ mode: 'string' }),
    /** A credit note: the invoice it credits (once). */
    creditsId: integer().references((): AnyPgColumn => ticketOrderDocuments.id),
    reason: text().$type<CreditReason>(),
    created_at: createdAt(),
  },
  (t) => [
    index('ticket_order_documents_order_idx').on(t.orderId),
    uniqueIndex('ticket_order_documents_credits_uq').on(t.creditsId),
    check('ticket_order_documents_kind_ck', sql.raw(`kind in (${ORDER_DOCUMENT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    check(
      'ticket_order_documents_credit_ck',
      sql`(${t.kind} = 'creditNote') = (${t.creditsId} is not null and ${t.reason} is not null)`,
    ),
  ],
);

/** An Admin's internal note on an order (decision 079): never shown to the buyer. */
export const ticketOrderNotes = pgTable(
  'ticket_order_notes',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The author's username when written, kept once the account is gone. */
    authorName: text().notNull(),
    text: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('ticket_order_notes_order_idx').on(t.orderId, t.created_at)],
);

/**
 * The ticket waiting list (decision 082): who asked, when tickets were sold out, to be mailed if
 * some come free, for how many and in which language. An Admin's invitation stores the hash of
 * a secret offer link valid until `offerExpiresAt`; the order placed with it is `orderId`, which
 * spends the offer. One entry per e-mail, whatever the case.
 */
export const ticketWaitlist = pgTable(
  'ticket_waitlist',
  {
    id: serial().primaryKey(),
    editionId: editionRef(),
    email: text().notNull(),
    amount: integer().notNull(),
    locale: text().notNull().default('cs'),
    /** When the person agreed to be mailed about free tickets (the sign-up requires it). */
    consentedAt: ts().notNull(),
    offerHash: text(),
    offeredAt: ts(),
    offerExpiresAt: ts(),
    orderId: integer().references(() => ticketOrders.id, { onDelete: 'set null' }),
    offerUsedAt: ts(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('ticket_waitlist_edition_email_lower_uq').on(t.editionId, sql`lower(${t.email})`),
    uniqueIndex('ticket_waitlist_offer_hash_uq').on(t.offerHash),
    check('ticket_waitlist_amount_ck', sql`${t.amount} between 1 and 50`),
    check('ticket_waitlist_locale_ck', sql`${t.locale} in ('cs', 'en')`),
    check('ticket_waitlist_offer_ck', sql`(${t.offerHash} is null) = (${t.offerExpiresAt} is null)`),
  ],
);

/**
 * One conference ticket of a paid order, with the code its holder claims it by (decision 032).
 * The code is stored as issued: the buyer sees the codes of their orders again on the Me page.
 * A user holds at most one valid ticket. A claimed ticket whose holder's account is deleted keeps
 * its `claimedAt`: it stays used. Cancelling the order voids its tickets (`voidedAt`, decision
 * 053): a void one cannot be claimed, does not count, and keeps its former holder for the record.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    /** Its order's edition (kept here so one valid ticket per user and edition is an index). */
    editionId: editionRef(),
    orderId: integer()
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    /** `TI-7KQ4-M9XD-2HPA`: 60 random bits in Crockford's base 32. */
    code: text().notNull().unique(),
    holderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    claimedAt: ts(),
    /** When its order was cancelled; null while the ticket is valid. */
    voidedAt: ts(),
    /**
     * The first scan at the conference door (decision 116): when it was made (a synced offline
     * scan keeps its own time), on which device and by whom. Set once, by one conditional update.
     */
    admittedAt: ts(),
    admittedDevice: text(),
    admittedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('tickets_order_idx').on(t.orderId),
    // One valid ticket per user and edition; a void one does not keep its former holder from claiming another.
    uniqueIndex('tickets_edition_holder_uq')
      .on(t.editionId, t.holderUserId)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/**
 * Who has a ticket for an edition (`hasTicket`, decision 146): a held ticket, an Admin's grant or
 * a self-declaration. `hasTicket` in the API is a row for the current edition.
 */
export const editionTicketHolders = pgTable(
  'edition_ticket_holders',
  {
    editionId: editionRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.userId] }), index('edition_ticket_holders_user_idx').on(t.userId)],
);

/** A livestream passphrase: conference grants hall 5, seminars grants the other halls. Stored hashed. */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial().primaryKey(),
    /** A passphrase opens the halls of its edition only. */
    editionId: editionRef(),
    label: text().notNull(),
    codeHash: text().notNull().unique(),
    /**
     * The code itself, kept only for a paid order's code, so the buyer's and its ticket holders'
     * pages show it (decision 081); null for the codes organisers hand out, which stay hash-only.
     */
    shownCode: text(),
    conference: boolean().notNull().default(false),
    seminars: boolean().notNull().default(false),
    validUntil: ts(),
    /** Last time a browser checked it: organisers see which codes are in use. */
    lastUsedAt: ts(),
    /** Revoked codes open nothing, also in browsers that remembered them. */
    revokedAt: ts(),
    /** The paid ticket order that issued it (decision 031); null for codes the organisers hand out. */
    orderId: integer().references(() => ticketOrders.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [index('access_codes_order_idx').on(t.orderId)],
);

/**
 * A line of a bank statement (decision 031): every incoming movement, matched or not, recorded
 * once by the bank's id of the movement, so reading a statement again changes nothing; money in
 * haléře. Which order it paid is the ledger's (`order_payments.bankPaymentId`): a line no live
 * ledger row holds waits for an Admin to assign it (decision 075).
 */
export const bankPayments = pgTable('bank_payments', {
  id: serial().primaryKey(),
  bankId: text().notNull().unique(),
  /** The bank's booking day. */
  date: date({ mode: 'string' }).notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull(),
  variableSymbol: text().notNull(),
  counterAccount: text().notNull(),
  message: text().notNull(),
  /** When the statement was read (never the payment's day). */
  created_at: createdAt(),
});

export const PAYMENT_SOURCES = ['statement', 'manual'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/**
 * The payment ledger of ticket orders (decision 075): one row per payment, from a statement line
 * or entered by an Admin, never edited; taking one back adds a reversing row (the negative
 * amount, `reversesId`). The order's `paidMinor` is the sum of its rows.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    /** Haléře: positive for a payment, negative for its reversal. */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('CZK'),
    /** The bank's booking day (or the day an Admin gave), never the day it was recorded. */
    bookedOn: date({ mode: 'string' }).notNull(),
    counterAccount: text().notNull().default(''),
    variableSymbol: text().notNull().default(''),
    message: text().notNull().default(''),
    source: text().$type<PaymentSource>().notNull(),
    /** The statement line it came from; a line is held by one live row at a time. */
    bankPaymentId: integer().references(() => bankPayments.id, { onDelete: 'restrict' }),
    /** The row this one takes back; each row is taken back at most once. */
    reversesId: integer()
      .references((): AnyPgColumn => orderPayments.id, { onDelete: 'restrict' })
      .unique(),
    recordedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Who recorded it, as named then (the account may be renamed or deleted). */
    recordedByName: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_bank_payment_idx').on(t.bankPaymentId),
    index('order_payments_booked_on_idx').on(t.bookedOn),
    check('order_payments_source_ck', sql.raw(`source in (${PAYMENT_SOURCES.map((s) => `'${s}'`).join(', ')})`)),
    check('order_payments_sign_ck', sql`(${t.reversesId} is null) = (${t.amountMinor} > 0)`),
  ],
);

export const REFUND_STATES = ['toRefund', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Money to send back for a cancelled order (decision 076): one row per account it came from,
 * `toRefund` until the accountant marks it refunded on a day.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('CZK'),
    /** The account the money came from; empty when the payment named none (entered by hand). */
    counterAccount: text().notNull().default(''),
    state: text().$type<RefundState>().notNull().default('toRefund'),
    refundedOn: date({ mode: 'string' }),
    refundedById: integer().references(() => users.id, { onDelete: 'set null' }),
    refundedByName: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_state_idx').on(t.state),
    check('order_refunds_amount_ck', sql`${t.amountMinor} > 0`),
    check('order_refunds_state_ck', sql.raw(`state in (${REFUND_STATES.map((s) => `'${s}'`).join(', ')})`)),
    check('order_refunds_refunded_ck', sql`(${t.state} = 'refunded') = (${t.refundedOn} is not null)`),
  ],
);

// ---------------------------------------------------------------------------------------
// Mail outbox
// ---------------------------------------------------------------------------------------

/**
 * A message an organiser wrote from the system (decision 120): who, when, to whom (a seminar's
 * seat holders or waiting list, or every ticket holder) and the text in each language. Each
 * recipient's own copy is a row of mail_outbox pointing here.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: serial().primaryKey(),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name at the time, kept when the account goes. */
    senderName: text().notNull(),
    /** The seminar written about; null for all ticket holders. */
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    audience: text().$type<MessageAudience>().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    subject_en: text(),
    text_en: text(),
    recipients: integer().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('event_messages_event_idx').on(t.eventId),
    check('event_messages_audience_ck', sql.raw(`audience in (${MESSAGE_AUDIENCES.map((a) => `'${a}'`).join(', ')})`)),
  ],
);

/**
 * The messages the outbox worker composes after the commit from the order they name (decision
 * 157): the order confirmation with its payment request, the same sent again to the buyer alone,
 * and the payment request for the billing e-mail; and a message written whole in its
 * transaction that waits only for its document's PDF (`attach-document`, decision 183).
 */
export const MAIL_COMPOSITIONS = ['order-confirmation', 'order-confirmation-again', 'order-invoice-copy', 'attach-document'] as const;
export type MailComposition = (typeof MAIL_COMPOSITIONS)[number];

/** A file sent with a message; `content` is base64. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Files sent with the message (an event's .ics), content base64-encoded. */
    attachments: jsonb().$type<MailAttachment[]>(),
    template: text().notNull(),
    locale: text().notNull().default('cs'),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts().notNull().defaultNow(),
    lastError: text(),
    sentAt: ts(),
    /** The ticket order the message is about, for the order's history (decision 079). */
    orderId: integer().references(() => ticketOrders.id, { onDelete: 'set null' }),
    /** The organiser's message this is one recipient's copy of (decision 120). */
    messageId: integer().references(() => eventMessages.id, { onDelete: 'set null' }),
    /**
     * What the outbox worker still has to compose from the stored order (decision 157): the
     * subject, body and attachments are written after the order's commit; null once composed
     * (and for every message written whole). A message to compose is never delivered.
     */
    compose: text().$type<MailComposition>(),
    /**
     * The order's document (tax document, credit note) whose PDF the worker attaches after the
     * commit (`compose` 'attach-document', decision 183): the text is written in the
     * transaction, the rendering is not.
     */
    documentId: integer().references(() => ticketOrderDocuments.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_compose_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.compose} is not null`),
    index('mail_outbox_order_idx').on(t.orderId),
    index('mail_outbox_message_idx').on(t.messageId),
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
    check(
      'mail_outbox_compose_ck',
      sql.raw(`compose is null or compose in (${MAIL_COMPOSITIONS.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
);

// ---------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One field of a recorded write. Plain values (short text, numbers, booleans, instants, id
 * lists) keep `before` and `after`; secrets (password hashes, tokens) and long or rich text
 * only say that they changed (`redacted`), so the log never holds them.
 */
export type AuditChange = { field: string; before?: unknown; after?: unknown; redacted?: 'secret' | 'long' };

/** Who created, changed or deleted what in the admin area, and which fields changed (core/audit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: ts().notNull().defaultNow(),
    /** The acting user; kept as a name snapshot once the account is deleted. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text().$type<AuditAction>().notNull(),
    /** The API collection the record belongs to: 'events', 'embeds', 'files', 'users', 'halls', ... */
    entity: text().notNull(),
    entityId: integer().notNull(),
    /** The record's name when it was written. */
    label: text().notNull().default(''),
    changes: jsonb().$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId),
    check('audit_log_action_ck', sql.raw(`action in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')})`)),
  ],
);

/**
 * Versions of events and pages (decision 089): what a save left, as the fields a restore may
 * bring back, written with the save's audit entry. A save that changed none of them adds none.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    id: serial().primaryKey(),
    at: ts().notNull().defaultNow(),
    entity: text().notNull(),
    entityId: integer().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('record_versions_entity_idx').on(t.entity, t.entityId, t.id.desc())],
);

// ---------------------------------------------------------------------------------------
// Relations (for drizzle's relational queries)
// ---------------------------------------------------------------------------------------

export const usersRelations = relations(users, ({ one, many }) => ({
  role: one(roles, { fields: [users.roleId], references: [roles.id] }),
  exhibitorEdits: many(exhibitorEditors),
  speakerEdits: many(speakerEditors),
  joins: many(eventJoins),
  revokedSessions: many(revokedSessions),
}));

export const revokedSessionsRelations = relations(revokedSessions, ({ one }) => ({
  user: one(users, { fields: [revokedSessions.userId], references: [users.id] }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  eventtype: one(eventTypes, { fields: [events.eventtypeId], references: [eventTypes.id] }),
  location: one(locations, { fields: [events.locationId], references: [locations.id] }),
  hall: one(halls, { fields: [events.hallId], references: [halls.id] }),
  exhibitor: one(exhibitors, { fields: [events.exhibitorId], references: [exhibitors.id] }),
  image: one(files, { fields: [events.imageId], references: [files.id] }),
  speakers: many(eventSpeakers),
  embeds: many(eventEmbeds),
  files: many(eventFiles),
  joins: many(eventJoins),
}));

export const eventSpeakersRelations = relations(eventSpeakers, ({ one }) => ({
  event: one(events, { fields: [eventSpeakers.eventId], references: [events.id] }),
  speaker: one(speakers, { fields: [eventSpeakers.speakerId], references: [speakers.id] }),
}));

export const eventEmbedsRelations = relations(eventEmbeds, ({ one }) => ({
  event: one(events, { fields: [eventEmbeds.eventId], references: [events.id] }),
  embed: one(embeds, { fields: [eventEmbeds.embedId], references: [embeds.id] }),
}));

export const eventFilesRelations = relations(eventFiles, ({ one }) => ({
  event: one(events, { fields: [eventFiles.eventId], references: [events.id] }),
  file: one(files, { fields: [eventFiles.fileId], references: [files.id] }),
}));

export const eventJoinsRelations = relations(eventJoins, ({ one }) => ({
  event: one(events, { fields: [eventJoins.eventId], references: [events.id] }),
  user: one(users, { fields: [eventJoins.userId], references: [users.id] }),
}));

export const exhibitorsRelations = relations(exhibitors, ({ one, many }) => ({
  logo: one(files, { fields: [exhibitors.logoId], references: [files.id] }),
  editors: many(exhibitorEditors),
  events: many(events),
}));

export const exhibitorEditorsRelations = relations(exhibitorEditors, ({ one }) => ({
  exhibitor: one(exhibitors, { fields: [exhibitorEditors.exhibitorId], references: [exhibitors.id] }),
  user: one(users, { fields: [exhibitorEditors.userId], references: [users.id] }),
}));

export const speakersRelations = relations(speakers, ({ one, many }) => ({
  image: one(files, { fields: [speakers.imageId], references: [files.id] }),
  editors: many(speakerEditors),
  events: many(eventSpeakers),
}));

export const speakerEditorsRelations = relations(speakerEditors, ({ one }) => ({
  speaker: one(speakers, { fields: [speakerEditors.speakerId], references: [speakers.id] }),
  user: one(users, { fields: [speakerEditors.userId], references: [users.id] }),
}));

export const patronsRelations = relations(patrons, ({ one }) => ({
  image: one(files, { fields: [patrons.imageId], references: [files.id] }),
}));

export const settingsRelations = relations(settings, ({ one }) => ({
  logo: one(files, { fields: [settings.logoId], references: [files.id] }),
  image: one(files, { fields: [settings.imageId], references: [files.id] }),
}));

export const partnersRelations = relations(partners, ({ one }) => ({
  image: one(files, { fields: [partners.imageId], references: [files.id] }),
}));

export const embedsRelations = relations(embeds, ({ many }) => ({
  events: many(eventEmbeds),
}));

export const hallsRelations = relations(halls, ({ many }) => ({ events: many(events) }));
export const locationsRelations = relations(locations, ({ many }) => ({ events: many(events) }));
export const eventTypesRelations = relations(eventTypes, ({ many }) => ({ events: many(events) }));

export const pagesRelations = relations(pages, ({ many }) => ({ menuEntries: many(menuPages) }));
export const menuPagesRelations = relations(menuPages, ({ one }) => ({
  page: one(pages, { fields: [menuPages.pageId], references: [pages.id] }),
}));

export const ticketOrdersRelations = relations(ticketOrders, ({ one, many }) => ({
  user: one(users, { fields: [ticketOrders.userId], references: [users.id] }),
  promoCode: one(promoCodes, { fields: [ticketOrders.promoCodeId], references: [promoCodes.id] }),
  tickets: many(tickets),
}));

export const promoCodesRelations = relations(promoCodes, ({ many }) => ({
  orders: many(ticketOrders),
}));

// ---------------------------------------------------------------------------------------
// Personal data: consents (decision 154)
// ---------------------------------------------------------------------------------------

export const CONSENT_KINDS = ['terms', 'privacy', 'newsletter'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** Where the consent was given: registration, a seminar's quick sign-up, a ticket order, the Me page. */
export const CONSENT_SOURCES = ['register', 'quickSignup', 'order', 'me'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * One accepted text (the terms, the privacy notice) or opt-in (the newsletter): which version of
 * the text, when and where. Never edited; a newsletter opt-out sets `withdrawnAt`. A guest's
 * order has no account: its consent points at the order.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => ticketOrders.id, { onDelete: 'cascade' }),
    kind: text().$type<ConsentKind>().notNull(),
    /** The version of the text accepted (core/privacy/consent-texts.ts). */
    version: text().notNull(),
    source: text().$type<ConsentSource>().notNull(),
    acceptedAt: ts().notNull(),
    withdrawnAt: ts(),
  },
  (t) => [
    index('user_consents_user_idx').on(t.userId),
    index('user_consents_order_idx').on(t.orderId),
    check('user_consents_kind_ck', sql.raw(`kind in (${CONSENT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    check('user_consents_source_ck', sql.raw(`source in (${CONSENT_SOURCES.map((s) => `'${s}'`).join(', ')})`)),
    check('user_consents_owner_ck', sql`${t.userId} is not null or ${t.orderId} is not null`),
  ],
);
