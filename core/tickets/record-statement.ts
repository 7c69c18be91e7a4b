import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CsvError } from 'csv-parse/sync';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bankPayments, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { matchPayments, type MatchOutcome, type PayableOrder } from './bank-statement/match-payments';
import { parseBankCsv } from './bank-statement/parse-bank-csv';
import { isGpc, parseGpc, StatementFormatError } from './bank-statement/parse-gpc';
import { decodeStatement, normalizeSymbol, type StatementPayment } from './bank-statement/statement-payment';
import { requireTicketManager } from './require-ticket-manager';
import { settleOrder } from './settle-order';

const paymentSchema = z.object({
  bankId: z.string(),
  date: z.iso.date(),
  amountMinor: z.number().int().describe('Haléře'),
  currency: z.string(),
  variableSymbol: z.string(),
  counterAccount: z.string(),
  message: z.string(),
});
const orderRef = { orderId: z.number().int(), number: z.string() };

export const statementReportSchema = z.object({
  paid: z
    .array(paymentSchema.extend({ ...orderRef, overpaidMinor: z.number().int() }))
    .describe('Orders this statement paid in full'),
  partial: z.array(paymentSchema.extend({ ...orderRef, missingMinor: z.number().int() })).describe('Money in, not enough yet'),
  notAwaiting: z
    .array(paymentSchema.extend({ ...orderRef, status: z.string() }))
    .describe('For orders paid or cancelled before: to look at (a second payment, a refund)'),
  unmatched: z.array(paymentSchema).describe('No order has the symbol, or not in CZK'),
  alreadyRecorded: z.number().int().describe('Incoming payments read from an earlier upload: nothing changed for them'),
});
export type StatementReport = z.infer<typeof statementReportSchema>;

/** A statement file's movements: GPC (ABO) when it looks like one, else a bank's CSV export; unreadable is 400. */
function readStatement(bytes: Uint8Array): StatementPayment[] {
  const text = decodeStatement(bytes);
  try {
    return isGpc(text) ? parseGpc(text) : parseBankCsv(text);
  } catch (err) {
    if (err instanceof StatementFormatError) throw new AppError('TicketOrder.statement.format', { params: { line: err.line } });
    // A file csv-parse cannot split into rows (a stray quote, ragged lines) is no statement either.
    if (err instanceof CsvError) throw new AppError('TicketOrder.statement.format');
    throw err;
  }
}

/**
 * Reads a bank statement (Admins, decision 031) and records its incoming payments once each, by
 * the bank's id of the movement: in one transaction, the new payments are inserted (a payment a
 * concurrent upload inserts first waits for its commit and then counts as recorded), the orders
 * their symbols name are locked in id order, what earlier statements brought them is added up,
 * and matchPayments decides; an order paid in full goes through settleOrder (access code, mail,
 * audit) like the admin's button. Reading the same statement again changes nothing.
 */
export async function recordStatement(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; file: Uint8Array; mail: MailSettings; now?: Date },
): Promise<StatementReport> {
  const viewer = requireTicketManager(opts.viewer);
  const now = opts.now ?? new Date();
  const incoming = readStatement(opts.file).filter((p) => p.amountMinor > 0);
  return db.transaction(async (tx) => {
    const fresh = new Set<string>();
    const sorted = [...new Map(incoming.map((p) => [p.bankId, p])).values()].sort((a, b) => (a.bankId < b.bankId ? -1 : 1));
    if (sorted.length) {
      const inserted = await tx
        .insert(bankPayments)
        .values(sorted.map((p) => ({ ...p, variableSymbol: normalizeSymbol(p.variableSymbol), created_at: now })))
        .onConflictDoNothing({ target: bankPayments.bankId })
        .returning({ bankId: bankPayments.bankId });
      for (const row of inserted) fresh.add(row.bankId);
    }
    const recorded = new Set(incoming.map((p) => p.bankId).filter((id) => !fresh.has(id)));
    const symbols = [
      ...new Set(incoming.filter((p) => fresh.has(p.bankId)).map((p) => normalizeSymbol(p.variableSymbol))),
    ].filter(Boolean);
    const rows = symbols.length
      ? await tx
          .select()
          .from(ticketOrders)
          .where(inArray(ticketOrders.variableSymbol, symbols))
          .orderBy(asc(ticketOrders.id))
          .for('update')
      : [];
    const received = new Map<number, number>();
    if (rows.length) {
      const sums = await tx
        .select({ orderId: bankPayments.orderId, sum: sql<string>`sum(${bankPayments.amountMinor})` })
        .from(bankPayments)
        .where(
          and(
            inArray(
              bankPayments.orderId,
              rows.map((r) => r.id),
            ),
            fresh.size ? notInArray(bankPayments.bankId, [...fresh]) : undefined,
          ),
        )
        .groupBy(bankPayments.orderId);
      for (const s of sums) received.set(s.orderId!, Number(s.sum));
    }
    const orders: PayableOrder[] = rows.map((r) => ({
      id: r.id,
      number: r.number,
      variableSymbol: r.variableSymbol,
      totalWithVat: r.totalWithVat,
      status: r.status,
      receivedMinor: received.get(r.id) ?? 0,
    }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const outcomes = matchPayments(incoming, orders, recorded);
    const report: StatementReport = { paid: [], partial: [], notAwaiting: [], unmatched: [], alreadyRecorded: 0 };
    for (const outcome of outcomes) {
      if (outcome.kind === 'alreadyRecorded') {
        report.alreadyRecorded += 1;
        continue;
      }
      const payment = shown(outcome.payment);
      if (outcome.kind === 'unmatched') {
        report.unmatched.push(payment);
        continue;
      }
      const { order } = outcome;
      await tx.update(bankPayments).set({ orderId: order.id }).where(eq(bankPayments.bankId, outcome.payment.bankId));
      const ref = { ...payment, orderId: order.id, number: order.number };
      if (outcome.kind === 'paid') {
        await settleOrder(tx, byId.get(order.id)!, { actor: viewer, mail: opts.mail, now });
        report.paid.push({ ...ref, overpaidMinor: outcome.overpaidMinor });
      } else if (outcome.kind === 'partial') report.partial.push({ ...ref, missingMinor: outcome.missingMinor });
      else report.notAwaiting.push({ ...ref, status: order.status });
    }
    return report;
  });
}

function shown(p: Exclude<MatchOutcome, { kind: 'alreadyRecorded' }>['payment']) {
  return {
    bankId: p.bankId,
    date: p.date,
    amountMinor: p.amountMinor,
    currency: p.currency,
    variableSymbol: p.variableSymbol,
    counterAccount: p.counterAccount,
    message: p.message,
  };
}
