/** A collection's own entry by name: never an inherited property such as "constructor" or "__proto__". */
export function own<T>(record: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}
