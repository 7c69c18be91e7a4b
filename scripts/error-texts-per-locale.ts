import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ERROR_CODES } from '../core/errors/error-codes.ts';
import type { Locale } from '../app/i18n/locale';

const ERROR_CODES_MODULE = 'core/errors/error-codes.ts';
/** The browser's loaded texts, where a refusal code has its text once its pack came. */
const BROWSER_TEXTS_MODULE = 'app/i18n/messages/bundles.client.ts';
const TEXTS_ID = '\0innoweek:error-texts:';
const CODES_ID = '\0innoweek:error-codes';

/** The module a language's message table imports its refusal texts from, by that table's path. */
const TEXTS_IMPORTER = /[\\/]app[\\/]i18n[\\/]messages[\\/](cs|en)\.ts$/;

/**
 * The refusal texts (core/errors/error-codes.ts, both languages in one table) reach the browser
 * one language at a time, like the other texts (decision 044): in the client build each
 * language's message table gets that language's texts of the table, written out at build time,
 * and the other modules that import the table get only its codes and their statuses. The
 * server's build and the tests keep the table itself, the one place where a code gets its
 * words. About 4 KiB gzipped less on every public page (decision 052).
 */
export function errorTextsPerLocale(): Plugin {
  let tableFile = '';
  let textsFile = '';
  return {
    name: 'innoweek:error-texts-per-locale',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      tableFile = resolve(config.root, ERROR_CODES_MODULE);
      textsFile = resolve(config.root, BROWSER_TEXTS_MODULE);
    },
    async resolveId(source, importer) {
      if (!importer) return null;
      const locale = TEXTS_IMPORTER.exec(importer)?.[1] as Locale | undefined;
      if (locale && source === './errors') return TEXTS_ID + locale;
      if (!source.endsWith('error-codes') && !source.endsWith('error-codes.ts')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && resolve(resolved.id) === tableFile ? CODES_ID : null;
    },
    load(id) {
      if (id.startsWith(TEXTS_ID)) return errorTextsModule(id.slice(TEXTS_ID.length) as Locale);
      if (id === CODES_ID) return errorCodesModule(textsFile);
      return null;
    },
  };
}

/** What app/i18n/messages/errors.ts exports for one language, as a module of plain data. */
export function errorTextsModule(locale: Locale): string {
  const texts = Object.fromEntries(Object.entries(ERROR_CODES).map(([code, entry]) => [code, entry[locale]]));
  const name = locale === 'cs' ? 'errorsCs' : 'errorsEn';
  return `export const ${name} = ${JSON.stringify(texts)};\n`;
}

/**
 * The browser's core/errors/error-codes.ts: a refusal code is what starts with a capital (every
 * code does, no other text key does: the test says so) and has its text among the texts loaded
 * (`hasText` of `textsModule`). The browser asks `isErrorCode` only to show a code's text or a
 * fallback, and a code's text is loaded wherever it can be shown: the page's own refusal pack,
 * every refusal pack before an action, after a refused API answer and before hydrating a refused
 * form (decisions 161, 166, 189). So no table of codes comes to the browser (1.6 KiB gzipped on
 * the pages with a form, decision 190). `errorText` gives the code itself: an AppError made in
 * the browser (a form checked before it is sent) is shown through its code's message key, never
 * through its `message`; its `status` is the server's business (the browser never reads it).
 * A browser module that needs more of the table fails the build (a missing export).
 */
export function errorCodesModule(textsModule: string): string {
  return [
    `import { hasText } from ${JSON.stringify(textsModule)};`,
    `export function isErrorCode(value) { return typeof value === 'string' && /^[A-Z]/.test(value) && hasText(value); }`,
    'export function errorStatus(code) { throw new Error(`The browser has no status for ${code}`); }',
    `export function errorText(code) { return code; }`,
    '',
  ].join('\n');
}
