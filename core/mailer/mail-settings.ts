/**
 * How mail leaves the site, decided once from configuration (server/deps.ts): whether messages
 * are delivered by SMTP or kept in the outbox for admins, and the base of every link in them.
 * The base is PUBLIC_URL (else the local address), never a request's Host header, which would
 * let anyone have a reset link point at their own site.
 */
export type MailSettings = { baseUrl: string; deliver: boolean };
