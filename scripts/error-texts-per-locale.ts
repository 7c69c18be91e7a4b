import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ERROR_CODES } from '../core/errors/error-codes.ts';
import type { Locale } from '../app/i18n/locale';

const ERROR_CODES_MODULE = 'core/errors/error-codes.ts';
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
  return {
    name: 'innoweek:error-texts-per-locale',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      tableFile = resolve(config.root, ERROR_CODES_MODULE);
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
      if (id === CODES_ID) return errorCodesModule();
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
 * The browser's core/errors/error-codes.ts: which codes exist and their statuses, without their
 * texts. `errorText` gives the code itself: an AppError made in the browser (a form checked
 * before it is sent) is shown through its code's message key, never through its `message`.
 * A browser module that needs more of the table fails the build (a missing export).
 */
export function errorCodesModule(): string {
  const statuses = Object.fromEntries(Object.entries(ERROR_CODES).map(([code, entry]) => [code, entry.status]));
  return [
    `const STATUSES = ${JSON.stringify(statuses)};`,
    `export function isErrorCode(value) { return typeof value === 'string' && Object.hasOwn(STATUSES, value); }`,
    `export function errorStatus(code) { return STATUSES[code]; }`,
    `export function errorText(code) { return code; }`,
    '',
  ].join('\n');
}
