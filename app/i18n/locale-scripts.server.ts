import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from './locale';
import type { PackName } from './messages/pack-importers';
import type { TextPack } from './text-packs';

// Written by the client build next to build/server (scripts/messages-per-locale.ts); absent in
// development and tests, where the entry loads the texts without a preload.
const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'locale-scripts.json');
const scripts: Partial<Record<Locale, Partial<Record<PackName, string[]>>>> = existsSync(file)
  ? JSON.parse(readFileSync(file, 'utf8'))
  : {};

/**
 * The URLs of a language's base texts and of the given packs in the browser build (with what
 * they import), for modulepreload links (decision 161).
 */
export function localeScripts(locale: Locale, packs: readonly TextPack[]): string[] {
  const of = scripts[locale] ?? {};
  return [...new Set((['base', ...packs] as const).flatMap((pack) => of[pack] ?? []))];
}
