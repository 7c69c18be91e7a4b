/**
 * Each language's text packs (decision 161), loaded on demand. This file serves the unit tests
 * and the development server, cutting the packs out of the whole table; the client build
 * replaces it with an import of the pack's own small script of texts only, named by language,
 * pack and the texts' hash (scripts/messages-per-locale.ts, decision 202).
 */
import type { Locale } from '../locale';
import { textPackOf, type TextPack } from '../text-packs';
import type { Messages } from './cs';

export type PackName = TextPack | 'base';
export type PackTexts = Partial<Messages>;

const tables: Record<Locale, () => Promise<Messages>> = {
  cs: () => import('./cs').then((m) => m.cs),
  en: () => import('./en').then((m) => m.en),
};

/** The texts of one pack of a table. */
export function packOf(table: Messages, pack: PackName): PackTexts {
  return Object.fromEntries(Object.entries(table).filter(([key]) => textPackOf(key) === pack)) as PackTexts;
}

/** One pack of a language's texts (the client build's replacement imports its script by name). */
export function importPack(locale: Locale, pack: PackName): Promise<PackTexts | undefined> {
  return tables[locale]().then((table) => packOf(table, pack));
}
