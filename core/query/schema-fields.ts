import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FieldType, QueryField } from './collection';

export type SchemaFieldOptions<K extends string> = {
  /** Answer fields that are not filters, each for a reason said where it is used. */
  omit?: readonly K[];
  /** Long text: filterable, never a sort key. */
  unsortable?: readonly K[];
  /** A line for the OpenAPI document's filter parameters. */
  notes?: Partial<Record<K, string>>;
};

/**
 * A collection's filter fields from its answer schema (decision 142): every field of `schema`
 * that is a column of `table` under the same name, in the schema's order, typed by its column
 * (the primary key `id`, integers `int`, booleans `bool`, instants and dates `date`, text
 * `text`). An optional field is left out: only some viewers get it, and a filter on it would
 * tell the others what it holds (an event's users_present, a hall's stream ids). So a new
 * column in the schema is filterable without a second list.
 */
export function schemaFields<S extends z.ZodObject>(
  table: PgTable,
  schema: S,
  options: SchemaFieldOptions<Extract<keyof S['shape'], string>> = {},
): Record<string, QueryField> {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const omit = new Set<string>(options.omit);
  const unsortable = new Set<string>(options.unsortable);
  const notes: Partial<Record<string, string>> = options.notes ?? {};
  const fields: Record<string, QueryField> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const column = Object.hasOwn(columns, name) ? columns[name] : undefined;
    if (!column || omit.has(name) || field.safeParse(undefined).success) continue;
    const entry: QueryField = { type: fieldType(column), column };
    if (unsortable.has(name)) entry.sortable = false;
    const note = notes[name];
    if (note) entry.description = note;
    fields[name] = entry;
  }
  return fields;
}

function fieldType(column: AnyPgColumn): FieldType {
  if (column.primary) return 'id';
  if (column.dataType === 'number') return 'int';
  if (column.dataType === 'boolean') return 'bool';
  if (column.dataType === 'date' || column.columnType === 'PgDateString') return 'date';
  if (column.dataType === 'string') return 'text';
  throw new Error(`schemaFields: column ${column.name} (${column.columnType}) is not a filter type`);
}
