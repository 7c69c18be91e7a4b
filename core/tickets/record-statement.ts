import { asc, inArray } from 'drizzle-orm';
import { CsvError } from 'csv-parse/sync';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bankPayments, ticketOrders } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { recordOrderPayment, statementLinePayment } from '../payments/record-order-payment';
import { parseBankCsv } from './bank-statement/parse-bank-csv';
import { isGpc, parseGpc, StatementFormatError } from './bank-statement/parse-gpc';
import { decodeStatement, normalizeSymbol, type StatementPayment } from './bank-statement/statement-payment';
import { authorized } from '../authorization/authorize';

const paymentSchema = z.object({
  lineId: z.number().int().describe('The statement line’s id (`/api/bank-lines/{id}`)'),
  bankId: z.string(),
  date: z.iso.date().describe('The bank’s booking day'),
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
    .describe('For orders paid or cancelled before: recorded on them (an overpayment, or a refund to do)'),
  unmatched: z.array(paymentSchema).describe('No order has the symbol, or not in CZK: waiting to be assigned'),
  alreadyRecorded: z.number().int().describe('Incoming payments read from an earlier upload: nothing changed for them'),
});
export type StatementReport = z.infer<typeof statementReportSchema>;
type Shown = z.infer<typeof paymentSchema>;

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
 * Reads a bank statement (Admins, decisions 031, 075): every incoming line is recorded once, by
 * the bank's id of the movement, matched or not (a line a concurrent upload inserts first waits
 * for its commit and then counts as recorded). In one transaction the orders the new lines'
 * symbols name are locked in id order and each CZK line goes into its order's payment ledger on
 * the bank's booking day (recordOrderPayment: the line that reaches the total settles the order);
 * the others wait in the unassigned lines. Reading the same statement again changes nothing.
 */
export async function recordStatement(
  db: Db,
  opts: { viewer: (Viewer & { username?: string | null }) | null; file: Uint8Array; mail: MailSettings; now?: Date },
): Promise<StatementReport> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  const incoming = readStatement(opts.file).filter((p) => p.amountMinor > 0);
  const done = await db.transaction(async (tx) => {
    // In bank id order, so two uploads sharing lines take their index locks in one order.
    const lines = [...new Map(incoming.map((p) => [p.bankId, p])).values()].sort((a, b) => (a.bankId < b.bankId ? -1 : 1));
    const fresh = lines.length
      ? await tx
          .insert(bankPayments)
          .values(lines.map((p) => ({ ...p, variableSymbol: normalizeSymbol(p.variableSymbol), created_at: now })))
          .onConflictDoNothing({ target: bankPayments.bankId })
          .returning()
      : [];
    const freshById = new Map(fresh.map((row) => [row.bankId, row]));
    const symbols = [...new Set(fresh.filter((r) => r.currency === 'CZK').map((r) => r.variableSymbol))].filter(Boolean);
    const rows = symbols.length
      ? await tx
          .select()
          .from(ticketOrders)
          .where(inArray(ticketOrders.variableSymbol, symbols))
          .orderBy(asc(ticketOrders.id))
          .for('update')
      : [];
    const bySymbol = new Map(rows.map((r) => [r.variableSymbol, r]));
    const report: StatementReport = { paid: [], partial: [], notAwaiting: [], unmatched: [], alreadyRecorded: 0 };
    const seen = new Set<string>();
    // In the statement's order: of two lines for one order, the first is booked first.
    for (const payment of incoming) {
      const line = freshById.get(payment.bankId);
      if (!line || seen.has(payment.bankId)) {
        report.alreadyRecorded += 1;
        continue;
      }
      seen.add(payment.bankId);
      const shown: Shown = {
        lineId: line.id,
        bankId: line.bankId,
        date: line.date,
        amountMinor: line.amountMinor,
        currency: line.currency,
        variableSymbol: line.variableSymbol,
        counterAccount: line.counterAccount,
        message: line.message,
      };
      const order = line.currency === 'CZK' ? bySymbol.get(line.variableSymbol) : undefined;
      if (!order) {
        report.unmatched.push(shown);
        continue;
      }
      const result = await recordOrderPayment(tx, order, statementLinePayment(line), { actor: viewer, mail: opts.mail, now });
      bySymbol.set(order.variableSymbol, result.order);
      const ref = { ...shown, orderId: order.id, number: order.number };
      const due = order.totalWithVat * 100;
      if (result.settled) report.paid.push({ ...ref, overpaidMinor: Math.max(0, result.order.paidMinor - due) });
      else if (order.status === 'awaiting') report.partial.push({ ...ref, missingMinor: due - result.order.paidMinor });
      else report.notAwaiting.push({ ...ref, status: order.status });
    }
    return report;
  });
  // Its mails' PDFs are attached by the outbox worker now that the change is committed (decision 183).
  opts.mail.composeSoon?.();
  return done;
}
