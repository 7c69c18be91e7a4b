import { z } from 'zod';

/** Instants leave the API as ISO 8601 in UTC ("2021-10-11T07:00:00.000Z"). */
export const instantSchema = z.iso.datetime();

export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** created_at and updated_at, which every stored entry carries. */
export const timestampsSchema = { created_at: instantSchema, updated_at: instantSchema };
