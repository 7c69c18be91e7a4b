import { and, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { embeds, eventTypes, exhibitors, files, halls, locations, speakers } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import { embedEditableBy } from '../embeds/embed-visibility';
import type { EventUpdateInput } from './event-input';

type Reference = { field: keyof EventUpdateInput; table: PgTable & { id: AnyPgColumn } };

const REFERENCES: Reference[] = [
  { field: 'eventtype', table: eventTypes },
  { field: 'location', table: locations },
  { field: 'hall', table: halls },
  { field: 'exhibitor', table: exhibitors },
  { field: 'image', table: files },
  { field: 'speakers', table: speakers },
  { field: 'embeds', table: embeds },
  { field: 'files', table: files },
];

/**
 * Every id the input names must exist (400 naming the field and the unknown ids, never a
 * foreign-key 500). Embeds carry private broadcast ids, so a non-Admin attaches only embeds
 * already on events they edit; creating an embed for an event is the embeds API's job.
 */
export async function checkEventReferences(db: Db, input: EventUpdateInput, viewer: ViewerWithRights): Promise<void> {
  for (const { field, table } of REFERENCES) {
    const value = input[field];
    const wanted = [...new Set((Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number'))];
    if (!wanted.length) continue;
    const mayUse: SQL | undefined = field === 'embeds' ? embedEditableBy(db, viewer) : undefined;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, wanted), mayUse));
    const missing = wanted.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) throw new AppError('Entry.unknownReference', { field, params: { ids: missing.join(', ') } });
  }
}
