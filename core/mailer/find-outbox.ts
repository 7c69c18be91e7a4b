import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { badParam } from '../errors/app-error';
import { parseInt4 } from '../query/coerce-value';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../query/parse-query';
import { outboxMessageColumns, outboxMessageSchema, presentOutboxMessage, type ApiOutboxMessage } from './outbox-schema';
import { authorized } from '../authorization/authorize';

const STATUSES = outboxMessageSchema.shape.status.options;
const PARAMS = ['_limit', '_start', 'status'];

/** The mail outbox, newest first, for Admins: `_limit`, `_start` and an optional `status`. */
export async function findOutbox(db: Db, opts: { viewer: Viewer | null; params: URLSearchParams }): Promise<ApiOutboxMessage[]> {
  const { limit, start, status } = parse(opts);
  const rows = await db
    .select(outboxMessageColumns)
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(limit)
    .offset(start);
  return rows.map(presentOutboxMessage);
}

/** How many messages the outbox holds (with the same `status`), for pagination. */
export async function countOutbox(db: Db, opts: { viewer: Viewer | null; params: URLSearchParams }): Promise<number> {
  const { status } = parse(opts);
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined);
  return row?.n ?? 0;
}

function parse(opts: { viewer: Viewer | null; params: URLSearchParams }) {
  assertMayRead(opts.viewer);
  for (const key of opts.params.keys()) {
    if (!PARAMS.includes(key)) throw badParam('Query.param.unknown', key);
    if (opts.params.getAll(key).length > 1) throw badParam('Query.param.repeated', key);
  }
  const rawLimit = opts.params.get('_limit');
  const limit = rawLimit === null ? DEFAULT_LIMIT : parseInt4(rawLimit, '_limit');
  if (limit !== -1 && (limit < 0 || limit > MAX_LIMIT)) {
    throw badParam('Query.param.range', '_limit', { min: -1, max: MAX_LIMIT });
  }
  const rawStart = opts.params.get('_start');
  const start = rawStart === null ? 0 : parseInt4(rawStart, '_start');
  if (start < 0) throw badParam('Query.param.range', '_start', { min: 0, max: 2147483647 });
  const status = opts.params.get('status') ?? undefined;
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
    throw badParam('Query.param.oneOf', 'status', { allowed: STATUSES.join(', ') });
  }
  return { limit: limit === -1 ? MAX_LIMIT : limit, start, status };
}

function assertMayRead(viewer: Viewer | null) {
  authorized(viewer, 'outbox.read');
}
