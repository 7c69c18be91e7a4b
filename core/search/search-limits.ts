/** What the search accepts and returns; a plain module so the header's field can use it without the zod schema. */
export const SEARCH_MIN_LENGTH = 1;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_RESULTS = 20;
