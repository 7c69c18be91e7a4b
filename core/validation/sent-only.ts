/**
 * The fields of a partial input that were sent: an absent field is `undefined` and means "leave
 * it as it is", while `null` is a value (it clears the field).
 */
export function sentOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
