/**
 * Role ids are fixed: the spec treats role id 3 as Organizer. A plain module (no zod, no
 * drizzle) so the schema, the seed, the policies and the browser read the same numbers.
 */
export const ROLE = { admin: 1, registred: 2, organizer: 3, confirmed: 4 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
