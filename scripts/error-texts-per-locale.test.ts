import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorStatus, isErrorCode, type ErrorCode } from '../core/errors/error-codes';
import { errorsCs, errorsEn } from '../app/i18n/messages/errors';
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

  it('gives the other browser modules the codes and their statuses, without texts', async () => {
    const codes = (await load(errorCodesModule())) as {
      isErrorCode: typeof isErrorCode;
      errorStatus: typeof errorStatus;
      errorText: (code: ErrorCode) => string;
    };
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      expect(codes.isErrorCode(code)).toBe(true);
      expect(codes.errorStatus(code)).toBe(errorStatus(code));
    }
    for (const value of ['Nope.notACode', 'toString', 'hasOwnProperty', '__proto__', 42, null, undefined])
      expect(codes.isErrorCode(value)).toBe(isErrorCode(value));
    expect(codes.errorText('Request.notFound')).toBe('Request.notFound');
    expect(errorCodesModule()).not.toContain(ERROR_CODES['Form.error.required'].cs);
    expect(errorCodesModule()).not.toContain(ERROR_CODES['Form.error.required'].en);
  });
});
