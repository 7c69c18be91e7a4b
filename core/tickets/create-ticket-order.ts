import { eq, sql, type SQL } from 'drizzle-orm';
import { oneTransactionAtATime, type Db, type Tx } from '../../db/client';
import { mailOutbox, ticketOrders, userConsents, type promoCodes } from '../../db/schema';
import { AppError } from '../errors/app-error';
import type { MailSettings } from '../mailer/mail-settings';
import { takeAttempt, takeGuess, type CountedAttempts } from '../rate-limit/limits';
import { orderMailRows } from './enqueue-order-mail';
import { getTicketSalesState, type TicketSalesState } from './get-ticket-sales-state';
import { deliverPaidOrder } from './settle-order';
import { formatDocumentNumber } from './next-document-number';
import { addDays, issueDateOf } from './order-dates';
import { orderFingerprint } from './order-idempotency';
import type { OrderInput } from './order-input';
import { orderFigures, priceOrder, type OrderPrice } from './pricing';
import { PROMO_REFUSAL, promoCodeState } from './promo-code-state';
import { lockPromoCode, promoCodeUses } from './promo-code-uses';
import { newPublicId } from './public-id';
import { saveBuyerProfile } from './save-buyer-profile';
import { lockTicketSettingsWithStart, supplierOf, type TicketSettingsRow } from './ticket-settings';
import { lockRedeemableOffer, spendOffer } from './ticket-offer';
import { presentTicketOrder, type ApiTicketOrder } from './ticket-order-schema';
import { violates } from './unique-violation';
import { lockBuyerAccount } from '../accounts/lock-buyer-account';
import { consentRows } from '../privacy/record-consents';
import { TERMS_AND_PRIVACY } from '../privacy/consent-texts';

type OrderRow = typeof ticketOrders.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;

export type CreateTicketOrderOptions = {
  /** The signed-in buyer, linked to the order and given its contact data; null for a guest. */
  viewer: { id: number } | null;
  input: OrderInput;
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey: string | null;
  mail: MailSettings;
  /** The caller's counters: orders, and guesses of promo codes (an order carrying a wrong code is one). */
  attempts: { orders: CountedAttempts; promoGuesses: CountedAttempts };
  now?: Date;
  /** The programme clock (CLOCK_START or the real time), which the sales window goes by; `now` when absent. */
  programmeNow?: Date;
};

/**
 * Places a conference ticket order and issues its payment request (issue 9, decisions 028, 078). The server
 * prices it (pricing.ts) from the count, the promo code and the VAT rate; the buyer's `price` or
 * `type` that disagree are refused (400 `Ticket.priceMismatch`), never charged. In one
 * transaction, taking the ticket settings' row lock first (exclusive with a quota, so orders are
 * counted one at a time; shared without one, decision 157): the sales window by the programme clock (409 `TicketSales.notYetOpen`,
 * `TicketSales.closed`, decision 082), the promo code, locked (shared without a limit of uses) and counted (400
 * `Ticket.promoCode.invalid`, 409 `Ticket.promoCode.usedUp`, `.expired`, `.notYetValid`,
 * `.inactive`), the quota (409 `Ticket.soldOut`, `Ticket.quota` with `left`) unless a valid
 * waiting-list offer stands in for it (its count, 409 `TicketOffer.amount`; the offer is spent),
 * the buyer's profile, then in one statement the order
 * (a 100 % discount is paid at once), its consents and the confirmation mail's outbox rows (decision 186), which the outbox worker composes
 * with its PDF after the commit (decision 157). The order number of the Prague year is taken as the
 * transaction commits on PostgreSQL, in it on the embedded database and for a free order (decision 193).
 * The same Idempotency-Key with the same order
 * answers the first order again (`replayed`), with another order 409
 * `Ticket.idempotencyConflict`.
 */
export async function createTicketOrder(
  db: Db,
  opts: CreateTicketOrderOptions,
): Promise<{ order: ApiTicketOrder; replayed: boolean }> {
  const { input, idempotencyKey: key } = opts;
  const userId = opts.viewer?.id ?? null;
  const fingerprint = orderFingerprint(input, userId);
  const replay = (earlier: OrderRow) => {
    if (earlier.requestHash !== fingerprint) throw new AppError('Ticket.idempotencyConflict');
    return { order: presentTicketOrder(earlier), replayed: true };
  };

  // A retry is answered before anything is counted or locked.
  if (key) {
    const earlier = await orderByKey(db, key);
    if (earlier) return replay(earlier);
  }
  await takeAttempt(opts.attempts.orders.limiter, opts.attempts.orders.key);
  // A code that gives its discount is given back, even if the order then fails (decision 058).
  const promoGuess = input.promocode ? await takeGuess(opts.attempts.promoGuesses.limiter, opts.attempts.promoGuesses.key) : null;
  let promoRight = false;

  const now = opts.now ?? new Date();
  const atOnce = oneTransactionAtATime(db);
  try {
    const outcome = await withOrderLocks(db, input, async (tx, locked, locks): Promise<{ row: AnsweredRow; earlier: boolean }> => {
      const { settings } = locked;
      // The buyer's account may be being deleted: its row lock decides which comes first (decision 155).
      // Where transactions run one at a time no deletion can run beside the order: the profile's
      // update below says whether the account is still there, a statement fewer (decision 192).
      if (userId !== null && !atOnce) await lockBuyerAccount(tx, userId);
      // A twin request that got the lock first has committed by now: answer its order (and the
      // unique key answers a twin running beside it, below). Where transactions run one at a time
      // the unique key answers every twin, as rare as they are, and every other order is spared the
      // look (decision 192).
      // Under shared locks (no quota, no limited code) nothing an order is refused for depends on a twin
      // that committed meanwhile, so the unique key answers it there too, a statement fewer (decision 203).
      if (key && !atOnce && (locks.settings === 'update' || locks.promo === 'update')) {
        const earlier = await orderByKey(tx, key);
        if (earlier) return { row: earlier, earlier: true };
      }
      const sales = await getTicketSalesState(tx, opts.programmeNow ?? now, settings, locked.conferenceStart);
      if (sales.phase === 'notYetOpen' || sales.phase === 'closed') throw salesRefusal(sales);
      const offer = input.offer ? await lockRedeemableOffer(tx, input.offer, now) : null;
      const promo = input.promocode ? await redeemablePromoCode(db, tx, input.promocode, now, locks.promo) : null;
      promoRight = promo !== null;
      const price = priceOrder({ count: input.amount, discount: promo?.discount ?? 0, vatRate: settings.vatRate });
      refuseOtherFigures(input, price);
      if (offer) {
        // An offer from the waiting list sells beyond the quota, up to the count invited.
        if (input.amount > offer.amount)
          throw new AppError('TicketOffer.amount', { field: 'amount', params: { left: offer.amount } });
      } else if (sales.remaining !== null) {
        const left = sales.remaining;
        if (left === 0) throw new AppError('Ticket.soldOut', { field: 'amount', params: { left } });
        if (input.amount > left) throw new AppError('Ticket.quota', { field: 'amount', params: { left } });
      }

      if (userId !== null && !(await saveBuyerProfile(tx, userId, input))) throw new AppError('Request.unauthorized');

      // Numbering last, then one statement with the order's own rows: the counter's lock is held
      // for two round trips to the commit, not one per row (decisions 157, 186).
      const issuedOn = issueDateOf(now);
      const year = Number(issuedOn.slice(0, 4));
      const paid = price.totalWithVat === 0;
      // The id first (a sequence, no lock), so the consents and the mails name the order in its own insert;
      // where the order is numbered in its transaction, the number comes in the same statement (decision 203).
      const numberedNow = paid || atOnce;
      const { orderId, numbered } = await reserveOrderId(tx, numberedNow ? year : null);
      const values = {
        publicId: newPublicId(),
        userId,
        ...orderFigures(price),
        promoCodeId: promo?.id ?? null,
        promoCode: promo?.code ?? null,
        status: paid ? ('paid' as const) : ('awaiting' as const),
        paidAt: paid ? now : null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        street: input.street ?? null,
        city: input.city ?? null,
        zip: input.zip ?? null,
        country: input.country ?? null,
        invoiceName: input.invoiceName ?? null,
        invoiceStreet: input.invoiceStreet ?? null,
        invoiceCity: input.invoiceCity ?? null,
        invoiceZip: input.invoiceZip ?? null,
        invoiceCountry: input.invoiceCountry ?? null,
        invoiceRegnumber: input.invoiceRegnumber ?? null,
        invoiceVAT: input.invoiceVAT ?? null,
        billingEmail: input.billingEmail ?? null,
        locale: input.locale,
        supplier: supplierOf(settings),
        // The order is the settings' edition's, with its names as they are now, read in the insert
        // (no round trip; decision 180).
        editionId: settings.editionId,
        ...editionNamesOf(settings.editionId),
        issuedOn,
        dueDate: addDays(issuedOn, settings.paymentDueDays),
        idempotencyKey: key,
        requestHash: key ? fingerprint : null,
        created_at: now,
        updated_at: now,
      };
      // Ordering accepts the terms and the privacy notice; the consent stays with the order
      // (decision 154). The confirmation's outbox rows are composed after the commit (decision 157).
      const consents = tx
        .$with('consents')
        .as(
          tx.insert(userConsents).values(consentRows({ owner: { orderId }, kinds: TERMS_AND_PRIVACY, source: 'order', at: now })),
        );
      const mails = tx
        .$with('mails')
        .as(tx.insert(mailOutbox).values(orderMailRows(beforeNumbering(orderId, values), opts.mail)));
      // On PostgreSQL an order to pay is numbered at its commit, by the deferred trigger of migration
      // 0031: the counter's lock is then held for the commit alone, never across a round trip to this
      // process (decision 193). A free order is numbered here: its tax document and codes mail, made
      // below, print its number. So is every order on the embedded database, where no transaction
      // waits for another's lock and numbering at the commit would only add work.
      const numbering = numbered ?? numberAtCommit(orderId);
      const insert = tx
        .with(consents, mails)
        .insert(ticketOrders)
        .values({ id: orderId, ...values, ...numbering });
      if (paid) {
        const [row] = await insert.returning();
        if (offer) await spendOffer(tx, offer.id, row!.id, now);
        // A free order is paid at once: its tax document, access code and tickets (and the buyer's
        // own) exist from the start and go out in the mail that follows the confirmation
        // (decisions 031, 032, 078).
        await deliverPaidOrder(tx, row!, opts.mail, { paidOn: issuedOn, now });
        return { row: row!, earlier: false };
      }
      // An order to pay returns what its answer shows, not its 45 columns (decision 203).
      const [row] = await insert.returning(ANSWERED);
      if (offer) await spendOffer(tx, offer.id, row!.id, now);
      return { row: row!, earlier: false };
    });
    if (outcome.earlier) return replay(outcome.row as OrderRow);
    // The order is answered once its rows are committed; its mail is composed after (decision 157).
    opts.mail.composeSoon?.();
    return { order: presentTicketOrder(await withCommittedNumber(db, outcome.row)), replayed: false };
  } catch (err) {
    // The unique index is the last word on a key; the order that holds it is the answer.
    if (key && violates(err, 'ticket_orders_idempotency_key_uq')) {
      const earlier = await orderByKey(db, key);
      if (earlier) return replay(earlier);
    }
    throw err;
  } finally {
    if (promoRight) await promoGuess?.giveBack();
  }
}

/** Thrown when a quota or a promo code's limit was set between the unlocked look and a shared lock: the order starts again, taking turns. */
class LocksTooWeak extends Error {}

type LockMode = 'share' | 'update';
type OrderLocks = { settings: LockMode; promo: LockMode };

/**
 * Runs the order's transaction under the ticket settings' row lock (decision 157): exclusive
 * while a quota is set, so orders count the tickets sold one at a time; shared without one, so
 * orders run side by side and take turns only for their number (the counter's row lock, from
 * the number to the commit). The promo code's lock likewise (decision 186): exclusive for a code with a limit of uses, shared without one. What the rows said
 * when an order last locked them chooses the locks (decision 203); the locked rows confirm the
 * choice, else the order starts again with both locks exclusive.
 */
async function withOrderLocks<T>(
  db: Db,
  input: Pick<OrderInput, 'promocode'>,
  work: (tx: Tx, locked: { settings: TicketSettingsRow; conferenceStart: Date | null }, locks: OrderLocks) => Promise<T>,
): Promise<T> {
  const attempt = (locks: OrderLocks) =>
    db.transaction(async (tx) => {
      // The conference's start (the sales window's end) comes in the same statement (decision 192).
      const locked = await lockTicketSettingsWithStart(tx, locks.settings);
      lockMemoOf(db).quota = locked.settings.quota !== null;
      if (locks.settings === 'share' && locked.settings.quota !== null) throw new LocksTooWeak();
      return work(tx, locked, locks);
    });
  const exclusive: OrderLocks = { settings: 'update', promo: 'update' };
  // Where transactions run one at a time, no order waits for another's lock: the exclusive locks
  // cost nothing there, and the two reads that would choose weaker ones are saved (decision 193).
  if (oneTransactionAtATime(db)) return attempt(exclusive);
  const seen = lockMemoOf(db);
  const code = input.promocode?.toLowerCase();
  const first: OrderLocks = {
    settings: seen.quota ? 'update' : 'share',
    promo: code !== undefined && seen.limitedCodes.get(code) ? 'update' : 'share',
  };
  if (first.settings === 'update' && first.promo === 'update') return attempt(exclusive);
  try {
    return await attempt(first);
  } catch (err) {
    if (!(err instanceof LocksTooWeak)) throw err;
  }
  return attempt(exclusive);
}

/**
 * What the last locked rows said, per database (decision 203): whether the settings have a quota
 * and which codes have a limit of uses. It chooses the next order's locks, as an unlocked read of
 * the rows did before (decisions 157, 186), without the read: the locked rows confirm the choice,
 * and a shared lock that should have been exclusive starts the order again, taking turns.
 */
type LockMemo = { quota: boolean; limitedCodes: Map<string, boolean> };
const lockMemos = new WeakMap<Db, LockMemo>();
function lockMemoOf(db: Db): LockMemo {
  let memo = lockMemos.get(db);
  if (!memo) lockMemos.set(db, (memo = { quota: false, limitedCodes: new Map() }));
  return memo;
}
/** The codes remembered at most: those typed are the buyers', any string. */
const LIMITED_CODES_KEPT = 1_000;
function rememberCode(db: Db, code: string, limited: boolean): void {
  const codes = lockMemoOf(db).limitedCodes;
  if (!codes.has(code) && codes.size >= LIMITED_CODES_KEPT) codes.clear();
  codes.set(code, limited);
}

type Numbering = Pick<OrderRow, 'number' | 'variableSymbol'>;

/** What an order's answer shows (`presentTicketOrder`), and its id: all an order to pay returns from its insert. */
const ANSWERED = {
  id: ticketOrders.id,
  publicId: ticketOrders.publicId,
  number: ticketOrders.number,
  variableSymbol: ticketOrders.variableSymbol,
  status: ticketOrders.status,
  amount: ticketOrders.amount,
  type: ticketOrders.type,
  listUnitPrice: ticketOrders.listUnitPrice,
  discount: ticketOrders.discount,
  promoCode: ticketOrders.promoCode,
  unitPrice: ticketOrders.unitPrice,
  totalWithoutVat: ticketOrders.totalWithoutVat,
  vatRate: ticketOrders.vatRate,
  vat: ticketOrders.vat,
  totalWithVat: ticketOrders.totalWithVat,
  currency: ticketOrders.currency,
  issuedOn: ticketOrders.issuedOn,
  dueDate: ticketOrders.dueDate,
  pageToken: ticketOrders.pageToken,
  userId: ticketOrders.userId,
};
type AnsweredRow = Pick<OrderRow, keyof typeof ANSWERED>;

/**
 * The placeholders the commit replaces (decision 193): '#' and the order's id for the number, '0'
 * and the id for the variable symbol (digits, as its check asks), unique as the columns require and
 * never real ones (those start with the year). No committed order carries them: the deferred
 * trigger numbers the row in the commit itself, and a rollback drops it.
 */
function numberAtCommit(orderId: number): Numbering {
  return { number: `${UNNUMBERED}${orderId}`, variableSymbol: `0${orderId}` };
}
const UNNUMBERED = '#';

/**
 * The order as committed: a row inserted with the placeholder gets the number its commit gave it.
 * Placed inside a caller's transaction (the demo's seeding), the order's own transaction was a
 * savepoint and nothing has committed yet: the trigger is then run at once, and the caller's
 * transaction keeps the counter locked to its commit, as a number taken in a transaction does.
 */
async function withCommittedNumber(db: Db, row: AnsweredRow): Promise<AnsweredRow> {
  if (!row.number.startsWith(UNNUMBERED)) return row;
  const read = async () =>
    (
      await db
        .select({ number: ticketOrders.number, variableSymbol: ticketOrders.variableSymbol })
        .from(ticketOrders)
        .where(eq(ticketOrders.id, row.id))
    )[0];
  let numbered = await read();
  if (numbered?.number.startsWith(UNNUMBERED)) {
    await db.execute(sql`set constraints ticket_orders_number_at_commit immediate`);
    numbered = await read();
  }
  if (!numbered || numbered.number.startsWith(UNNUMBERED)) throw new Error(`Order ${row.id} was stored without its number`);
  return { ...row, ...numbered };
}

/**
 * The next order id from its sequence (ids may have gaps; numbers may not) and, given the year, the
 * next order number of that year in the same statement: the counter's upsert of `nextDocumentNumber`,
 * whose row lock is then held to the commit (decision 028), for an order numbered in its transaction.
 */
async function reserveOrderId(tx: Tx, year: number | null): Promise<{ orderId: number; numbered: Numbering | null }> {
  const id = sql`nextval(pg_get_serial_sequence('ticket_orders', 'id'))::int`;
  // Both drivers answer `rows` (node-postgres and PGlite), which the shared Db type does not name.
  const { rows } = (await tx.execute(
    year === null
      ? sql`select ${id} as id`
      : sql`with taken as (insert into document_counters (series, year, last) values ('order', ${year}, 1)
          on conflict (series, year) do update set last = document_counters.last + 1 returning last)
          select ${id} as id, (select last from taken) as last`,
  )) as unknown as { rows: { id: number; last?: number }[] };
  const row = rows[0]!;
  if (year === null) return { orderId: Number(row.id), numbered: null };
  const sequence = Number(row.last);
  return {
    orderId: Number(row.id),
    numbered: {
      number: formatDocumentNumber('order', year, sequence),
      variableSymbol: `${year}${String(sequence).padStart(4, '0')}`,
    },
  };
}

/**
 * The order as it will be stored but for what its insert gives it (the number from the counter,
 * the page token, the edition): enough to decide its mails (the billing copy needs a payment
 * request that can be made), which the same statement writes.
 */
function beforeNumbering(
  id: number,
  values: Omit<OrderRow, BeforeNumbering | EditionNames> & Record<EditionNames, SQL>,
): OrderRow {
  return {
    ...values,
    id,
    eventName: '',
    eventNameEn: '',
    number: '',
    variableSymbol: '0',
    pageToken: '',
    editionId: 0,
    paidMinor: 0,
    paymentState: 'awaiting',
    cancelledAt: null,
  };
}
type EditionNames = 'eventName' | 'eventNameEn';

/** The edition's names, for the order to keep, as subqueries of its insert. */
const editionNamesOf = (editionId: number): Record<EditionNames, SQL> => ({
  eventName: sql`(select name from editions where id = ${editionId})`,
  eventNameEn: sql`(select name_en from editions where id = ${editionId})`,
});

type BeforeNumbering =
  'id' | 'number' | 'variableSymbol' | 'pageToken' | 'editionId' | 'paidMinor' | 'paymentState' | 'cancelledAt';

/**
 * The order placed with this Idempotency-Key, if any. Nearly every order finds none, twice: the look
 * asks for the id alone, since the answer of a select of the whole row describes its 45 columns even
 * without a row, and on the embedded database reading that description cost more than the look
 * (decision 192). The row is read only for a replay.
 */
async function orderByKey(db: Db | Tx, key: string): Promise<OrderRow | undefined> {
  const [hit] = await db.select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.idempotencyKey, key));
  if (!hit) return undefined;
  const [row] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, hit.id));
  return row;
}

/**
 * The typed code, locked, if it gives its discount now: unknown is invalid; inactive, not yet or
 * no longer valid, used up each say so. Uses are counted, under the exclusive lock, only for a
 * code with a limit; a code that has one under a shared lock starts the order again.
 */
async function redeemablePromoCode(db: Db, tx: Tx, code: string, now: Date, mode: LockMode): Promise<PromoRow> {
  const row = await lockPromoCode(tx, code, mode);
  if (!row) throw new AppError('Ticket.promoCode.invalid', { field: 'promocode' });
  rememberCode(db, code.toLowerCase(), row.maxUses !== null);
  if (row.maxUses !== null && mode === 'share') throw new LocksTooWeak();
  const uses = row.maxUses === null ? 0 : ((await promoCodeUses(tx, [row.id])).get(row.id) ?? 0);
  const state = promoCodeState(row, uses, now);
  if (state !== 'valid') throw new AppError(PROMO_REFUSAL[state], { field: 'promocode' });
  return row;
}

/** Outside the sales window: when sales open, or that they are over (the instants in `details`). */
function salesRefusal(sales: TicketSalesState): AppError {
  return new AppError(sales.phase === 'notYetOpen' ? 'TicketSales.notYetOpen' : 'TicketSales.closed', {
    details: { opensAt: sales.opensAt?.toISOString() ?? null, closesAt: sales.closesAt?.toISOString() ?? null },
  });
}

/** The buyer's figures, when sent, must be the server's: the price per ticket without VAT and the tier. */
function refuseOtherFigures(input: OrderInput, price: OrderPrice): void {
  const field =
    input.price != null && input.price !== price.unitPrice
      ? 'price'
      : input.type != null && input.type !== price.type
        ? 'type'
        : null;
  if (!field) return;
  throw new AppError('Ticket.priceMismatch', {
    field,
    params: { price: price.unitPrice },
    details: { type: price.type, unitPrice: price.unitPrice, discount: price.discount, totalWithVat: price.totalWithVat },
  });
}
