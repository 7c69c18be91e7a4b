import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { editions, editionTicketHolders, events, type users } from '../../db/schema';

/**
 * The current edition's id as the database computes it (decision 146): the one edition whose
 * state is 'current' (a partial unique index allows one). The rows an edition owns take it as
 * their column default, and the reads below compare with it, so a query never needs it passed in.
 */
export const currentEditionId: SQL<number> = sql<number>`current_edition_id()`;

/** Events of the current edition: part of every event read (`eventVisibleTo`) and list. */
export const eventInCurrentEdition: SQL = sql`${events.editionId} = current_edition_id()`;

/**
 * Which edition a read is about: the current one (the public site at today's URLs, the default
 * everywhere), or one named by id (the archive of a past edition, the edition an Admin edits).
 */
export type EditionRef = 'current' | number;

/** Events of one edition; `'current'` is `eventInCurrentEdition`. */
export function eventInEdition(edition: EditionRef): SQL {
  return edition === 'current' ? eventInCurrentEdition : sql`${events.editionId} = ${edition}`;
}

/** The id an edition reference stands for, as SQL (for columns other than events'). */
export function editionIdSql(edition: EditionRef): SQL<number> {
  return edition === 'current' ? currentEditionId : sql<number>`${edition}`;
}

/**
 * `hasTicket` of a user: a row of `edition_ticket_holders` for the current edition. Written with
 * plain table names (a raw fragment inside drizzle's relational queries is re-aliased to the root).
 */
export function hasTicketSql(userId: SQL | number | typeof users.id): SQL<boolean> {
  return sql<boolean>`exists (select 1 from edition_ticket_holders h where h.edition_id = current_edition_id() and h.user_id = ${userId})`;
}

/** Whether the user has a ticket for the current edition. */
export async function hasTicketNow(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: editionTicketHolders.userId })
    .from(editionTicketHolders)
    .where(and(eq(editionTicketHolders.editionId, currentEditionId), eq(editionTicketHolders.userId, userId)));
  return Boolean(row);
}

/** Gives or takes the user's `hasTicket` for an edition, the current one unless named (idempotent). */
export async function setHasTicket(db: Db | Tx, userId: number, has: boolean, editionId?: number): Promise<void> {
  const edition = editionId ?? currentEditionId;
  if (has) await db.insert(editionTicketHolders).values({ userId, editionId: edition }).onConflictDoNothing();
  else
    await db
      .delete(editionTicketHolders)
      .where(and(eq(editionTicketHolders.editionId, edition), eq(editionTicketHolders.userId, userId)));
}

export type Edition = typeof editions.$inferSelect;

/** The current edition's row; null only in a database whose editions are all drafts or archived. */
export async function findCurrentEdition(db: Db | Tx): Promise<Edition | null> {
  const [row] = await db.select().from(editions).where(eq(editions.state, 'current'));
  return row ?? null;
}

/** Every edition, the newest year first (the footer switcher, the admin's edition picker). */
export async function findEditions(db: Db | Tx): Promise<Edition[]> {
  return db.select().from(editions).orderBy(desc(editions.year), asc(editions.id));
}

/** One edition by its year; null when there is none. */
export async function findEditionByYear(db: Db | Tx, year: number): Promise<Edition | null> {
  if (!Number.isInteger(year)) return null;
  const [row] = await db.select().from(editions).where(eq(editions.year, year));
  return row ?? null;
}
