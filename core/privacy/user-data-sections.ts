import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { users } from '../../db/schema';
import {
  auditLog,
  authCodes,
  editions,
  editionTicketHolders,
  eventAttendanceMarks,
  eventJoins,
  eventMessages,
  events,
  eventWaitlist,
  exhibitorEditors,
  files,
  mailOutbox,
  orderPayments,
  orderRefunds,
  programmeLinks,
  recordVersions,
  revokedSessions,
  speakerEditors,
  ticketOrderDocuments,
  ticketOrderNotes,
  ticketOrders,
  tickets,
  ticketWaitlist,
  userConsents,
  userStars,
} from '../../db/schema';
import type { RetentionCategory } from '../settings/retention-periods';

type UserRow = typeof users.$inferSelect;
type Reader = Db | Tx;

/** Whose data: the account, and the addresses its mail went to. */
export type DataSubject = { user: UserRow; orderIds: number[] };

/**
 * One part of 'Download my data' (decision 156): what it holds, which columns that reference an
 * account it answers for (`table.column`, as the database names them), and how it is read. A
 * test compares `covers` with every foreign key to `users`, so a new table that references an
 * account fails until it is exported here.
 */
export type UserDataSection = {
  name: string;
  /** Why it is kept, for the privacy page. */
  purpose: DataPurpose;
  /** How long: until the account is deleted, a retention category's period, or the accounting law's. */
  kept: 'untilDeleted' | RetentionCategory | 'taxDocuments';
  covers: readonly string[];
  read: (db: Reader, subject: DataSubject) => Promise<unknown>;
};

export type DataPurpose = 'account' | 'accounting' | 'event' | 'consent' | 'security';

/** Secrets and internal keys: never in the file, not even the owner's (a leaked file must open nothing). */
const SECRET_COLUMNS = new Set(['passwordHash', 'codeHash', 'token', 'pageToken', 'offerHash', 'idempotencyKey', 'requestHash']);

/** A row without its secrets, instants as ISO strings. */
export function withoutSecrets<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !SECRET_COLUMNS.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

const all = (rows: Record<string, unknown>[]) => rows.map(withoutSecrets);

/** The mail addresses of the account and its orders (billing e-mails included), lower case. */
async function addressesOf(db: Reader, subject: DataSubject): Promise<string[]> {
  const found = new Set([subject.user.email.toLowerCase()]);
  if (subject.user.billingEmail) found.add(subject.user.billingEmail.toLowerCase());
  if (subject.orderIds.length) {
    const rows = await db
      .select({ email: ticketOrders.email, billingEmail: ticketOrders.billingEmail })
      .from(ticketOrders)
      .where(inArray(ticketOrders.id, subject.orderIds));
    for (const row of rows) {
      found.add(row.email.toLowerCase());
      if (row.billingEmail) found.add(row.billingEmail.toLowerCase());
    }
  }
  return [...found];
}

const lowerIn = (column: AnyPgColumn, values: string[]) => inArray(sql`lower(${column})`, values);

export const USER_DATA_SECTIONS: readonly UserDataSection[] = [
  {
    name: 'profile',
    purpose: 'account',
    kept: 'untilDeleted',
    covers: [],
    read: async (_db, { user }) => {
      const { tokenVersion: _version, ...profile } = user;
      return withoutSecrets(profile);
    },
  },
  {
    name: 'consents',
    purpose: 'consent',
    kept: 'untilDeleted',
    covers: ['user_consents.user_id'],
    read: async (db, { user, orderIds }) =>
      all(
        await db
          .select()
          .from(userConsents)
          .where(
            orderIds.length
              ? or(eq(userConsents.userId, user.id), inArray(userConsents.orderId, orderIds))
              : eq(userConsents.userId, user.id),
          )
          .orderBy(userConsents.id),
      ),
  },
  {
    name: 'orders',
    purpose: 'accounting',
    kept: 'taxDocuments',
    covers: ['ticket_orders.user_id'],
    read: async (db, { orderIds }) => {
      if (!orderIds.length) return [];
      // One after another: the export reads in one transaction, which is one connection.
      const orders = await db.select().from(ticketOrders).where(inArray(ticketOrders.id, orderIds)).orderBy(ticketOrders.id);
      const documents = await db.select().from(ticketOrderDocuments).where(inArray(ticketOrderDocuments.orderId, orderIds));
      const payments = await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds));
      const refunds = await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds));
      return orders.map((order) => ({
        ...withoutSecrets(order),
        documents: all(documents.filter((d) => d.orderId === order.id)),
        // Who at the organisers recorded a payment is theirs, not the buyer's.
        payments: payments
          .filter((p) => p.orderId === order.id)
          .map(({ recordedById: _by, recordedByName: _name, ...p }) => withoutSecrets(p)),
        refunds: refunds
          .filter((r) => r.orderId === order.id)
          .map(({ refundedById: _by, refundedByName: _name, ...r }) => withoutSecrets(r)),
      }));
    },
  },
  {
    // The editions the account has a ticket for (decision 146), bought, claimed or granted.
    name: 'ticketHolds',
    purpose: 'event',
    kept: 'untilDeleted',
    covers: ['edition_ticket_holders.user_id'],
    read: async (db, { user }) =>
      all(
        await db
          .select({ edition: editions.year, since: editionTicketHolders.created_at })
          .from(editionTicketHolders)
          .innerJoin(editions, eq(editions.id, editionTicketHolders.editionId))
          .where(eq(editionTicketHolders.userId, user.id))
          .orderBy(editions.year),
      ),
  },
  {
    name: 'tickets',
    purpose: 'event',
    kept: 'taxDocuments',
    covers: ['tickets.holder_user_id'],
    read: async (db, { user, orderIds }) =>
      all(
        await db
          .select({
            id: tickets.id,
            code: tickets.code,
            orderId: tickets.orderId,
            held: sql<boolean>`${tickets.holderUserId} = ${user.id}`,
            claimedAt: tickets.claimedAt,
            voidedAt: tickets.voidedAt,
            admittedAt: tickets.admittedAt,
          })
          .from(tickets)
          .where(
            orderIds.length
              ? or(eq(tickets.holderUserId, user.id), inArray(tickets.orderId, orderIds))
              : eq(tickets.holderUserId, user.id),
          )
          .orderBy(tickets.id),
      ),
  },
  {
    name: 'ticketWaitingList',
    purpose: 'event',
    kept: 'untilDeleted',
    covers: [],
    read: async (db, subject) =>
      all(
        await db
          .select()
          .from(ticketWaitlist)
          .where(lowerIn(ticketWaitlist.email, await addressesOf(db, subject))),
      ),
  },
  {
    name: 'seminarSignups',
    purpose: 'event',
    kept: 'signups',
    covers: ['event_joins.user_id'],
    read: async (db, { user }) =>
      all(
        await db
          .select({ eventId: eventJoins.eventId, event: events.name, start: events.start, signedUpAt: eventJoins.created_at })
          .from(eventJoins)
          .innerJoin(events, eq(events.id, eventJoins.eventId))
          .where(eq(eventJoins.userId, user.id)),
      ),
  },
  {
    name: 'seminarWaitingLists',
    purpose: 'event',
    kept: 'signups',
    covers: ['event_waitlist.user_id'],
    read: async (db, { user }) =>
      all(
        await db
          .select({ eventId: eventWaitlist.eventId, event: events.name, start: events.start, since: eventWaitlist.created_at })
          .from(eventWaitlist)
          .innerJoin(events, eq(events.id, eventWaitlist.eventId))
          .where(eq(eventWaitlist.userId, user.id)),
      ),
  },
  {
    name: 'attendance',
    purpose: 'event',
    kept: 'attendance',
    covers: ['event_attendance_marks.user_id'],
    read: async (db, { user }) => {
      const marks = await db
        .select({ eventId: eventAttendanceMarks.eventId, markedAt: eventAttendanceMarks.markedAt })
        .from(eventAttendanceMarks)
        .where(eq(eventAttendanceMarks.userId, user.id));
      const present = await db
        .select({ eventId: events.id, event: events.name })
        .from(events)
        .where(sql`${String(user.id)} = any(string_to_array(${events.users_present}, ','))`);
      return { markedPresentAt: all(present), marks: all(marks) };
    },
  },
  {
    name: 'stars',
    purpose: 'account',
    kept: 'untilDeleted',
    covers: ['user_stars.user_id'],
    read: async (db, { user }) =>
      all(
        await db
          .select({ eventId: userStars.eventId, event: events.name, starredAt: userStars.created_at })
          .from(userStars)
          .innerJoin(events, eq(events.id, userStars.eventId))
          .where(eq(userStars.userId, user.id)),
      ),
  },
  {
    name: 'programmeLinks',
    purpose: 'account',
    kept: 'untilDeleted',
    covers: ['programme_links.user_id'],
    read: async (db, { user }) => all(await db.select().from(programmeLinks).where(eq(programmeLinks.userId, user.id))),
  },
  {
    name: 'mails',
    purpose: 'account',
    kept: 'outboxBodies',
    covers: [],
    read: async (db, subject) =>
      all(
        await db
          .select({
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            template: mailOutbox.template,
            status: mailOutbox.status,
            sentAt: mailOutbox.sentAt,
            created_at: mailOutbox.created_at,
            messageId: mailOutbox.messageId,
          })
          .from(mailOutbox)
          .where(lowerIn(mailOutbox.to, await addressesOf(db, subject)))
          .orderBy(mailOutbox.id),
      ),
  },
  {
    name: 'sessions',
    purpose: 'security',
    kept: 'untilDeleted',
    covers: ['revoked_sessions.user_id'],
    // Sessions live in signed cookies: the server knows only those ended early, by when they would have expired.
    read: async (db, { user }) => ({
      signedOutEverywhere: user.tokenVersion,
      endedSessions: all(
        await db
          .select({ expiresAt: revokedSessions.expiresAt })
          .from(revokedSessions)
          .where(eq(revokedSessions.userId, user.id)),
      ),
    }),
  },
  {
    name: 'accountLinks',
    purpose: 'security',
    kept: 'untilDeleted',
    covers: ['auth_codes.user_id'],
    read: async (db, { user }) => all(await db.select().from(authCodes).where(eq(authCodes.userId, user.id))),
  },
  {
    name: 'editRights',
    purpose: 'account',
    kept: 'untilDeleted',
    covers: ['exhibitor_editors.user_id', 'speaker_editors.user_id'],
    read: async (db, { user }) => ({
      exhibitors: (await db.select().from(exhibitorEditors).where(eq(exhibitorEditors.userId, user.id))).map(
        (r) => r.exhibitorId,
      ),
      speakers: (await db.select().from(speakerEditors).where(eq(speakerEditors.userId, user.id))).map((r) => r.speakerId),
    }),
  },
  {
    name: 'uploads',
    purpose: 'account',
    kept: 'untilDeleted',
    covers: ['files.uploaded_by_id'],
    read: async (db, { user }) =>
      all(
        await db
          .select({ id: files.id, name: files.name, url: files.url, created_at: files.created_at })
          .from(files)
          .where(eq(files.uploadedById, user.id)),
      ),
  },
  {
    name: 'sentMessages',
    purpose: 'event',
    kept: 'untilDeleted',
    covers: ['event_messages.sender_id'],
    read: async (db, { user }) => all(await db.select().from(eventMessages).where(eq(eventMessages.senderId, user.id))),
  },
  {
    name: 'workForTheOrganisers',
    purpose: 'security',
    kept: 'untilDeleted',
    covers: [
      'order_payments.recorded_by_id',
      'order_refunds.refunded_by_id',
      'ticket_order_notes.author_id',
      'record_versions.actor_id',
      'tickets.admitted_by',
    ],
    read: async (db, { user }) => {
      const payments = await db
        .select({ id: orderPayments.id, orderId: orderPayments.orderId, at: orderPayments.created_at })
        .from(orderPayments)
        .where(eq(orderPayments.recordedById, user.id));
      const refunds = await db
        .select({ id: orderRefunds.id, orderId: orderRefunds.orderId, refundedOn: orderRefunds.refundedOn })
        .from(orderRefunds)
        .where(eq(orderRefunds.refundedById, user.id));
      const notes = await db.select().from(ticketOrderNotes).where(eq(ticketOrderNotes.authorId, user.id));
      const versions = await db
        .select({ entity: recordVersions.entity, entityId: recordVersions.entityId, at: recordVersions.at })
        .from(recordVersions)
        .where(eq(recordVersions.actorId, user.id));
      const admissions = await db
        .select({ ticketId: tickets.id, admittedAt: tickets.admittedAt, device: tickets.admittedDevice })
        .from(tickets)
        .where(eq(tickets.admittedBy, user.id));
      return {
        paymentsRecorded: all(payments),
        refundsMarked: all(refunds),
        orderNotes: all(notes),
        versionsSaved: all(versions),
        doorAdmissions: all(admissions),
      };
    },
  },
  {
    name: 'auditLog',
    purpose: 'security',
    kept: 'untilDeleted',
    covers: ['audit_log.actor_id'],
    read: async (db, { user }) =>
      all(
        await db
          .select()
          .from(auditLog)
          .where(
            or(
              eq(auditLog.actorId, user.id),
              and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, user.id)),
              and(eq(auditLog.entity, 'data-requests'), eq(auditLog.entityId, user.id)),
            ),
          )
          .orderBy(desc(auditLog.id)),
      ),
  },
];
