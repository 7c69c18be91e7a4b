import type { z } from 'zod';

/** What a stored row may hold for an answer field: instants are Date in the row and ISO text in the answer. */
type Stored<T> = [T] extends [string] ? T | Date : [T] extends [string | null] ? T | Date | null : T;

/**
 * An answer of `schema` built from a stored row: every field of the schema is the row's column
 * of the same name (a Date becomes ISO 8601 in UTC) unless `computed` gives it (relations,
 * local times, fields only some viewers get). A computed `undefined` leaves an optional field
 * out. Keys follow the schema, so the schema is the one list of an answer's fields: the
 * serializers name only what they compute, and the type checker refuses a row that lacks a
 * column the schema needs.
 */
export function fromRow<S extends z.ZodObject, C extends Partial<z.output<S>>>(
  schema: S,
  row: { [K in Exclude<keyof z.output<S>, keyof C>]: Stored<z.output<S>[K]> },
  computed: C,
): z.output<S> {
  const answer: Record<string, unknown> = {};
  const stored = row as Record<string, unknown>;
  for (const key of Object.keys(schema.shape)) {
    const value = Object.hasOwn(computed, key) ? (computed as Record<string, unknown>)[key] : stored[key];
    if (value !== undefined) answer[key] = value instanceof Date ? value.toISOString() : value;
  }
  return answer as z.output<S>;
}
