import { describe, expect, it } from 'vitest';
import type { errorStatus } from '../core/errors/error-codes';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { errorsCs, errorsEn } from '../app/i18n/messages/errors';
import { cs as messagesCs } from '../app/i18n/messages/cs';
import { en as messagesEn } from '../app/i18n/messages/en';
import { errorCodesModule, errorTextsModule } from './error-texts-per-locale';

/** A generated module's exports, as the browser would get them. */
const load = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;

describe('the refusal texts in the browser build', () => {
  it("gives each language's message table that language's texts of every code, and no other", async () => {
    const cs = await load(errorTextsModule('cs'));
    const en = await load(errorTextsModule('en'));
    expect(cs.errorsCs).toEqual(errorsCs);
    expect(en.errorsEn).toEqual(errorsEn);
    expect(errorTextsModule('cs')).not.toContain(ERROR_CODES['Request.notFound'].en);
    expect(errorTextsModule('en')).not.toContain(ERROR_CODES['Request.notFound'].cs);
  });

  it('tells the other browser modules a code by its capital and its loaded text, with no table of codes', async () => {
    // The browser's texts module, as far as the generated module asks it: what is loaded.
    const loaded = new Set<string>();
    (globalThis as { loadedTexts?: Set<string> }).loadedTexts = loaded;
    const texts = `data:text/javascript;base64,${Buffer.from('export const hasText = (key) => globalThis.loadedTexts.has(key);').toString('base64')}`;
    const codes = (await load(errorCodesModule(texts))) as {
      isErrorCode: typeof isErrorCode;
      errorStatus: typeof errorStatus;
      errorText: (code: ErrorCode) => string;
    };
    const all = Object.keys(ERROR_CODES) as ErrorCode[];
    for (const code of all) expect(codes.isErrorCode(code)).toBe(false);
    for (const key of [...all, ...Object.keys(messagesCs)]) loaded.add(key);
    for (const code of all) expect(codes.isErrorCode(code)).toBe(true);
    // Every other text key, and what is no key at all, is no code.
    for (const value of [
      ...Object.keys(messagesCs),
      'Nope.notACode',
      'toString',
      'hasOwnProperty',
      '__proto__',
      42,
      null,
      undefined,
    ])
      expect(codes.isErrorCode(value)).toBe(isErrorCode(value));
    expect(() => codes.errorStatus('Request.notFound')).toThrow();
    expect(codes.errorText('Request.notFound')).toBe('Request.notFound');
    expect(errorCodesModule(texts)).not.toContain('Request.notFound');
    delete (globalThis as { loadedTexts?: Set<string> }).loadedTexts;
  });

  it('names every refusal code with a capital, and no other text key', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(code).toMatch(/^[A-Z]/);
    for (const key of [...Object.keys(messagesCs), ...Object.keys(messagesEn)])
      expect(/^[A-Z]/.test(key)).toBe(Object.hasOwn(ERROR_CODES, key));
  });
});
