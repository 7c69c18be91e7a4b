import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ORDER_STATUSES, ticketOrders } from '../../db/schema';
import { buildWhere } from '../query/build-where';
import { foldedContains } from '../search/folded-contains';
import { listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { takeSearchWords } from '../query/take-search-words';
import { presentAdminOrders, ticketOrderQuery, type AdminTicketOrder, type OrderTotals } from './order-admin-query';
import { authorized } from '../authorization/authorize';
import { editionIdSql, type EditionRef } from '../editions/current-edition';

/**
 * The admin list of ticket orders (Admins): Strapi's list parameters and filters (`status=paid`,
 * `issuedOn_gte=…`), `_q` (every word in the number, variable symbol, name, e-mail or company),
 * the `total` for the pagination and `totals` per status (count and sum with VAT) of the orders
 * the search and filters other than the status select, so the status tabs show their figures.
 */
export async function findTicketOrders(
  db: Db,
  opts: ReadOptions & { edition?: EditionRef },
): Promise<{ data: AdminTicketOrder[]; total: number; totals: OrderTotals }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const { params, words } = takeSearchWords(opts.params);
  const query = parseQuery(params, ticketOrderQuery, { ...opts, viewer });
  // One edition's orders, the current one unless named (decisions 146, 178); the buyer's order
  // page reaches any edition's.
  const text = and(eq(ticketOrders.editionId, editionIdSql(opts.edition ?? 'current')), textFilter(words));
  const options = listOptions(db, ticketOrderQuery, query, text);
  const others = query.filters.filter((f) => f.path !== 'status');
  const [rows, [counted], groups] = await Promise.all([
    db
      .select()
      .from(ticketOrders)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(ticketOrders).where(options.where),
    db
      .select({
        status: ticketOrders.status,
        n: count(),
        sum: sql<string>`coalesce(sum(${ticketOrders.totalWithVat}), 0)`,
      })
      .from(ticketOrders)
      .where(and(text, buildWhere(db, ticketOrderQuery, others, query)))
      .groupBy(ticketOrders.status),
  ]);
  const totals = Object.fromEntries(ORDER_STATUSES.map((s) => [s, { count: 0, totalWithVat: 0 }])) as OrderTotals;
  for (const g of groups) totals[g.status] = { count: g.n, totalWithVat: Number(g.sum) };
  return { data: await presentAdminOrders(db, rows), total: counted?.n ?? 0, totals };
}

const SEARCHED = [
  ticketOrders.number,
  ticketOrders.variableSymbol,
  ticketOrders.name,
  ticketOrders.email,
  ticketOrders.invoiceName,
];

function textFilter(words: string[]): SQL | undefined {
  return words.length ? and(...words.map((w) => or(...SEARCHED.map((c) => foldedContains(c, w))))) : undefined;
}
