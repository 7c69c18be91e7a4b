import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldSql } from '../../db/schema';
import { likePattern } from '../query/build-where';
import { foldText } from './fold-text';

// The database's fold expression around a placeholder, so it can wrap a column object.
const [FOLD_BEFORE, FOLD_AFTER] = foldSql('\u0001').split('\u0001') as [string, string];

/** A column folded as the search folds text: no accents, lower case, null as ''. */
export function foldColumn(column: AnyPgColumn): SQL {
  return sql`${sql.raw(FOLD_BEFORE)}coalesce(${column}, '')${sql.raw(FOLD_AFTER)}`;
}

/**
 * The column contains the word, whatever its accents and case ("novotny" finds "Novotný"), on
 * PGlite and PostgreSQL alike. For admin lists: it reads every row (no index on the fold).
 */
export function foldedContains(column: AnyPgColumn, word: string): SQL {
  return sql`${foldColumn(column)} like ${likePattern(foldText(word))}`;
}
