import { describe, expect, test } from 'vitest';
import { AppError } from '../errors/app-error';
import { assertSafeParams, MAX_PARAM_LENGTH } from './safe-params';
import { textProblem, unsafeTextFields } from './safe-text';

describe('safe text', () => {
  test('NUL and lone surrogates are bad characters; paired surrogates are text', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\udfff', '\udc00\ud800']) expect(textProblem(bad)).toBe('badCharacters');
    for (const fine of ['', 'Přehlídka', '\u{1F600}', 'tab\there', '%00']) expect(textProblem(fine)).toBeNull();
    expect(textProblem('xxxx', 3)).toBe('tooLong');
  });

  test('bodies and forms: every offending value or name by its path, at any depth', () => {
    expect(unsafeTextFields({ a: 'ok', b: [1, 'x\u0000'], c: { d: { e: '\ud800' } }, ['f\u0000']: 1 })).toEqual({
      'b.1': 'Form.error.badCharacters',
      'c.d.e': 'Form.error.badCharacters',
      'f\u0000': 'Form.error.badCharacters',
    });
    expect(unsafeTextFields('\u0000')).toEqual({ form: 'Form.error.badCharacters' });
    expect(unsafeTextFields({ a: 'x'.repeat(5) }, { maxLength: 4 })).toEqual({ a: 'Form.error.tooLong' });
    // A deep body is walked without recursion.
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(Object.values(unsafeTextFields(deep))).toEqual(['Form.error.badCharacters']);
  });

  test('query parameters: names and values, naming the parameter', () => {
    const refusal = (params: string) => {
      try {
        assertSafeParams(new URLSearchParams(params));
      } catch (err) {
        return err instanceof AppError ? { code: err.code, field: err.field } : err;
      }
      return null;
    };
    expect(refusal('a=1&b=%00')).toEqual({ code: 'Query.param.badCharacters', field: 'b' });
    expect(refusal('a%00=1')).toEqual({ code: 'Query.param.badCharacters', field: 'a\u0000' });
    expect(refusal(`a=${'x'.repeat(MAX_PARAM_LENGTH + 1)}`)).toEqual({ code: 'Query.param.tooLong', field: 'a' });
    expect(refusal(`a=${'x'.repeat(MAX_PARAM_LENGTH)}&b=%F0%9F%98%80`)).toBeNull();
  });
});
