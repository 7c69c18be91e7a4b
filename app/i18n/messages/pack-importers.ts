/**
 * Each language's text packs (decision 161), loaded on demand. This file serves the unit tests
 * and the development server, cutting the packs out of the whole table; the client build
 * replaces it with one import per language and pack, each its own small script of texts only
 * (scripts/messages-per-locale.ts).
 */
import type { Locale } from '../locale';
import { TEXT_PACK_NAMES, textPackOf, type TextPack } from '../text-packs';
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

const importer = (locale: Locale, pack: PackName) => () => tables[locale]().then((table) => packOf(table, pack));

export const packImporters: Record<Locale, Record<PackName, () => Promise<PackTexts>>> = {
  cs: Object.fromEntries((['base', ...TEXT_PACK_NAMES] as const).map((pack) => [pack, importer('cs', pack)])) as Record<
    PackName,
    () => Promise<PackTexts>
  >,
  en: Object.fromEntries((['base', ...TEXT_PACK_NAMES] as const).map((pack) => [pack, importer('en', pack)])) as Record<
    PackName,
    () => Promise<PackTexts>
  >,
};
