import type { ErrorCode } from '../errors/error-codes';
import type { FieldErrors } from '../errors/field-errors';

/**
 * NUL and lone UTF-16 surrogates. PostgreSQL text cannot hold NUL (it fails the whole statement,
 * which would be a 500), and a lone surrogate is not text at all: the drivers store it as U+FFFD,
 * so what is read back is not what was written. With the `u` flag a paired surrogate is one code
 * point and does not match `\p{Cs}`; only an unpaired half does.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const BAD_CHARACTERS = /[\u0000\p{Cs}]/u;

export type TextProblem = 'badCharacters' | 'tooLong';

/** What is wrong with one text input, if anything. */
export function textProblem(text: string, maxLength = Number.POSITIVE_INFINITY): TextProblem | null {
  if (BAD_CHARACTERS.test(text)) return 'badCharacters';
  return text.length > maxLength ? 'tooLong' : null;
}

const FIELD_CODES: Record<TextProblem, ErrorCode> = {
  badCharacters: 'Form.error.badCharacters',
  tooLong: 'Form.error.tooLong',
};

/**
 * Every text in a body or form (values and names, at any depth) that no field may hold, by
 * field path (`a.0.b`, as zod names issues). Walks without recursion, so a deeply nested body is
 * an answer, not a stack overflow.
 */
export function unsafeTextFields(input: unknown, opts: { maxLength?: number } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const note = (at: Place | null, text: string) => {
    const problem = textProblem(text, opts.maxLength);
    if (problem) errors[pathOf(at) || 'form'] ??= FIELD_CODES[problem];
  };
  // Each entry links to its parent, so a deep body costs no copied paths.
  const stack: { value: unknown; at: Place | null }[] = [{ value: input, at: null }];
  while (stack.length) {
    const { value, at } = stack.pop()!;
    if (typeof value === 'string') note(at, value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const place = { key, parent: at };
        note(place, key);
        stack.push({ value: item, at: place });
      }
    }
  }
  return errors;
}

type Place = { key: string; parent: Place | null };

function pathOf(at: Place | null): string {
  const keys: string[] = [];
  for (let p = at; p; p = p.parent) keys.push(p.key);
  return keys.reverse().join('.');
}
