/** A token as the database makes it (32 hex digits); anything else is not looked up (the order page, decision 080). */
export const isOrderPageToken = (token: string) => /^[0-9a-f]{32}$/.test(token);
