/**
 * The texts of the refusal codes (core/errors/error-codes.ts) as message keys, so a field, a
 * notification or a toast shows any code with the same `t()`. The table there is the one
 * place where a code gets its words, in both languages.
 */
import { ERROR_CODES, type ErrorCode } from '../../../core/errors/error-codes';

const texts = (locale: 'cs' | 'en') =>
  Object.fromEntries(Object.entries(ERROR_CODES).map(([code, entry]) => [code, entry[locale]])) as Record<ErrorCode, string>;

export const errorsCs = texts('cs');
export const errorsEn = texts('en');
