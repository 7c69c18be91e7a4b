const INT4_MAX = 2147483647;

/**
 * The id in a URL segment: decimal digits naming a positive int4 ("007" is 7), else null, so a
 * bad id never reaches the database. The API answers null with 400, pages with 404.
 */
export function parseIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= INT4_MAX ? id : null;
}
