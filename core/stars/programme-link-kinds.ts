/** The secret links of a user's programme (decision 038): a read-only copy of the list, and the calendar subscription. */
export const PROGRAMME_LINK_KINDS = ['share', 'feed'] as const;
export type ProgrammeLinkKind = (typeof PROGRAMME_LINK_KINDS)[number];

/** A token as issued: 32 random bytes in base64url (43 characters). Anything else is not looked up. */
export const isProgrammeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
