import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from './locale';

// Written by the client build next to build/server (scripts/messages-per-locale.ts); absent in
// development and tests, where the entry loads the texts without a preload.
const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'locale-scripts.json');
const scripts: Partial<Record<Locale, string[]>> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};

/** The URLs of each language's texts in the browser build (with what they import), for modulepreload links. */
export function localeScripts(): Partial<Record<Locale, string[]>> {
  return scripts;
}
