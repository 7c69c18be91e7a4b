/**
 * Addresses people guess for admin screens, sent to the screen's own (decision 086): `/admin/orders`
 * is `/admin/ticket-orders`, in both languages, with whatever follows (`/admin/orders/12`) and
 * the query kept. Each alias is a first segment under `/admin/`.
 */
const ADMIN_ALIASES: Readonly<Record<string, string>> = {
  orders: 'ticket-orders',
  objednavky: 'ticket-orders',
  'event-types': 'eventtypes',
  'promo-codes': 'promocodes',
  accesscodes: 'access-codes',
  audit: 'audit-log',
  mail: 'outbox',
  delays: 'running-late',
};

const ALIASED = /^(\/(?:en\/)?admin\/)([^/]+)(\/.*)?$/;

/** The screen's own path for an alias path, or null when the path is no alias. */
export function aliasTarget(pathname: string): string | null {
  const match = ALIASED.exec(pathname);
  if (!match) return null;
  const target = Object.hasOwn(ADMIN_ALIASES, match[2]!) ? ADMIN_ALIASES[match[2]!] : undefined;
  return target ? `${match[1]}${target}${match[3] ?? ''}` : null;
}
