import type { Links } from '../links/links';

/**
 * How mail leaves the site, decided once from configuration (server/deps.ts): whether messages
 * are delivered by SMTP or kept in the outbox for admins, and every link in them (`links`, on
 * PUBLIC_URL, never a request's Host header, decision 112). `composeSoon` asks the outbox worker
 * to compose what a committed change left to compose (decision 157); without it the worker's
 * next round does.
 */
export type MailSettings = { deliver: boolean; links: Links; composeSoon?: () => void };
