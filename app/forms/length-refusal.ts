/**
 * A "too long" refusal names the field's limit when the form knows it (the field's maxLength,
 * bound from core's schema by useForm): 'Text je příliš dlouhý: nejvýš 200 znaků.' instead of
 * the bare code the API and the schema check answer (issue 29). Any other code stays as it is.
 */
export function lengthRefusal<E extends string>(
  error: E | undefined,
  maxLength: number | undefined,
): { error: E | 'Form.error.tooLong.max' | undefined; params: { max: number } | undefined } {
  if (error === 'Form.error.tooLong' && maxLength !== undefined)
    return { error: 'Form.error.tooLong.max', params: { max: maxLength } };
  return { error, params: undefined };
}
