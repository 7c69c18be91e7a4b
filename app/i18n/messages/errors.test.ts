import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../../core/errors/error-codes';
import { createT } from '../translate';

describe('error texts', () => {
  it('the pages can show every refusal code in both languages', () => {
    const cs = createT('cs');
    const en = createT('en');
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      expect(cs(code), code).toBe(ERROR_CODES[code].cs);
      expect(en(code), code).toBe(ERROR_CODES[code].en);
    }
  });
});
