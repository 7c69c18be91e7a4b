import type { SessionUser } from '../../../core/accounts/get-session-user';
import { findFailedMail } from '../../../core/attention/find-failed-mail';
import { findFullSeminars } from '../../../core/attention/find-full-seminars';
import { findLateHalls } from '../../../core/attention/find-late-halls';
import { findOrdersAwaitingPayment, type OrderAwaitingPayment } from '../../../core/attention/find-orders-awaiting-payment';
import { findTodaysSessions } from '../../../core/attention/find-todays-sessions';
import { findUnassignedBankLines } from '../../../core/attention/find-unassigned-bank-lines';
import { ATTENTION_ITEMS, type AttentionList } from '../../../core/attention/attention-list';
import { getOccupancy, type Occupancy, type SessionOccupancy } from '../../../core/occupancy/get-occupancy';
import type { Db } from '../../../db/client';
import type { HomeCard, HomeCardItem } from '../../components/admin/attention-card';
import { formatDateTime } from '../../components/admin/format-date-time';
import type { AdminKey, AdminTranslate } from '../../i18n/admin-t';
import { formatDate, formatTime, formatTimeRange } from '../../i18n/format-date';
import { formatMoney } from '../../i18n/format-money';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/admin-route-paths';

export type CardContext = { db: Db; viewer: SessionUser; now: Date; timezone: string; locale: Locale; t: AdminTranslate };

/**
 * A card's source: its core query, and how its rows read. `load` answers null when the card is
 * not for this viewer (the query's own rule), and the card is left out.
 */
type CardSource<T> = {
  key: string;
  title: AdminKey;
  empty: AdminKey;
  linkLabel: AdminKey;
  href: (ctx: CardContext) => string;
  load: (ctx: CardContext) => Promise<AttentionList<T> | null>;
  item: (row: T, ctx: CardContext) => HomeCardItem;
};

const card = <T>(source: CardSource<T>) => source as CardSource<unknown>;

/**
 * The admin home's cards, in the order they show (decision 086). A new card is a core query in
 * `core/attention/` and one entry here; the screen draws every card alike.
 */
export const HOME_CARDS: CardSource<unknown>[] = [
  card({
    key: 'todays-sessions',
    title: 'home.sessions.title',
    empty: 'home.sessions.empty',
    linkLabel: 'home.sessions.link',
    href: ({ locale }) => href('AdminEvents', {}, locale),
    load: ({ db, viewer, now, timezone }) => findTodaysSessions(db, { viewer, now, timezone }),
    item: (s, { locale, t, timezone }) => ({
      key: String(s.id),
      label: localized(s.name, s.name_en, locale),
      detail: [
        formatTimeRange(s.start, s.end, locale, timezone),
        s.hall ? localized(s.hall.name, s.hall.name_en, locale) : null,
        s.max_users !== null
          ? t('home.sessions.seats', { taken: s.taken, max: s.max_users, waiting: s.waiting })
          : t('home.sessions.signedUp', { count: s.taken }),
        s.delayMinutes ? t('home.sessions.late', { minutes: s.delayMinutes }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      href: href('AdminEventDetail', { id: s.id }, locale),
      urgent: s.max_users !== null && s.taken >= s.max_users,
    }),
  }),
  card({
    key: 'occupancy',
    title: 'home.occupancy.title',
    empty: 'home.occupancy.empty',
    linkLabel: 'home.occupancy.link',
    href: ({ locale }) => href('DoorScanner', {}, locale),
    load: async ({ db, viewer, now, timezone }) => occupancyRows(await getOccupancy(db, { viewer, now, timezone })),
    item: (row: OccupancyRow, { locale, t }) =>
      row.kind === 'door'
        ? {
            key: 'door',
            label: t('home.occupancy.door'),
            detail: t('home.occupancy.admitted', { admitted: row.admitted, tickets: row.tickets }),
            href: href('DoorScanner', {}, locale),
          }
        : {
            key: String(row.session.id),
            label: localized(row.session.name, row.session.name_en, locale),
            detail: [
              row.session.hall ? localized(row.session.hall.name, row.session.hall.name_en, locale) : null,
              row.session.capacity !== null
                ? t('home.occupancy.present', { present: row.session.present, capacity: row.session.capacity })
                : t('home.occupancy.presentOnly', { count: row.session.present }),
              row.session.full ? t('home.occupancy.full') : null,
            ]
              .filter(Boolean)
              .join(' · '),
            href: href('AdminEventDetail', { id: row.session.id }, locale),
            urgent: row.session.full,
          },
  }),
  card({
    key: 'late-halls',
    title: 'home.late.title',
    empty: 'home.late.empty',
    linkLabel: 'home.late.link',
    href: ({ locale }) => href('AdminRunningLate', {}, locale),
    load: ({ db, viewer, now, timezone }) => findLateHalls(db, { viewer, now, timezone }),
    item: (h, { locale, t, timezone }) => ({
      key: String(h.id),
      label: localized(h.name, h.name_en, locale),
      detail: t('home.late.detail', { minutes: h.minutes, time: formatTime(h.since, locale, timezone) }),
      href: href('AdminRunningLate', {}, locale),
      urgent: true,
    }),
  }),
  card({
    key: 'full-seminars',
    title: 'home.full.title',
    empty: 'home.full.empty',
    linkLabel: 'home.full.link',
    href: ({ locale }) => href('AdminEvents', {}, locale),
    load: ({ db, viewer, now }) => findFullSeminars(db, { viewer, now }),
    item: (s, { locale, t, timezone }) => ({
      key: String(s.id),
      label: localized(s.name, s.name_en, locale),
      detail: `${formatDateTime(s.start, locale, timezone)} · ${t('home.full.detail', { max: s.max_users, waiting: s.waiting })}`,
      href: href('AdminEventDetail', { id: s.id }, locale),
    }),
  }),
  ...(['awaiting', 'partlyPaid'] as const).map((state) =>
    card({
      key: state === 'awaiting' ? 'orders-awaiting' : 'orders-partly-paid',
      title: state === 'awaiting' ? 'home.orders.title' : 'home.partly.title',
      empty: state === 'awaiting' ? 'home.orders.empty' : 'home.partly.empty',
      linkLabel: state === 'awaiting' ? 'home.orders.link' : 'home.partly.link',
      href: ({ locale }) => `${href('AdminOrders', {}, locale)}?status=${state}`,
      load: ({ db, viewer }) => findOrdersAwaitingPayment(db, { viewer, state }),
      item: (o: OrderAwaitingPayment, { locale, t, now, timezone }) => {
        const overdue = o.dueDate < now.toLocaleDateString('sv-SE', { timeZone: timezone });
        const due = t(overdue ? 'home.orders.overdue' : 'home.orders.due', { date: formatDate(o.dueDate, locale, timezone) });
        const amount =
          state === 'awaiting'
            ? formatMoney(o.totalWithVat, o.currency, locale)
            : t('home.partly.missing', { amount: formatMoney(o.missingMinor / 100, o.currency, locale) });
        return {
          key: String(o.id),
          label: `${o.number} · ${o.name}`,
          detail: `${amount} · ${due}`,
          href: href('AdminOrderDetail', { id: o.id }, locale),
          urgent: overdue,
        };
      },
    }),
  ),
  card({
    key: 'bank-lines',
    title: 'home.bankLines.title',
    empty: 'home.bankLines.empty',
    linkLabel: 'home.bankLines.link',
    href: ({ locale }) => href('AdminBankLines', {}, locale),
    load: ({ db, viewer }) => findUnassignedBankLines(db, { viewer }),
    item: (line, { locale, t, timezone }) => ({
      key: String(line.id),
      label: formatMoney(line.amountMinor / 100, line.currency, locale),
      detail: [
        formatDate(line.date, locale, timezone),
        line.variableSymbol ? t('home.bankLines.vs', { vs: line.variableSymbol }) : t('home.bankLines.noVs'),
        line.counterAccount || null,
      ]
        .filter(Boolean)
        .join(' · '),
      href: href('AdminBankLines', {}, locale),
      urgent: true,
    }),
  }),
  card({
    key: 'failed-mail',
    title: 'home.mail.title',
    empty: 'home.mail.empty',
    linkLabel: 'home.mail.link',
    href: ({ locale }) => `${href('AdminOutbox', {}, locale)}?status=failed`,
    load: ({ db, viewer }) => findFailedMail(db, { viewer }),
    item: (m, { locale, timezone }) => ({
      key: String(m.id),
      label: m.subject,
      detail: `${m.to} · ${formatDateTime(m.created_at, locale, timezone)}`,
      href: href('AdminOutboxMessage', { id: m.id }, locale),
      urgent: true,
    }),
  }),
];

type OccupancyRow = { kind: 'door'; admitted: number; tickets: number } | { kind: 'session'; session: SessionOccupancy };

/**
 * The occupancy card's lines (decision 130): the conference door while tickets exist, then each
 * session in progress (a hall's figure is its running session's), the full ones first.
 */
function occupancyRows(o: Occupancy): AttentionList<OccupancyRow> {
  const running = o.sessions.filter((s) => s.running).sort((a, b) => Number(b.full) - Number(a.full));
  const rows: OccupancyRow[] = [
    ...(o.door.tickets > 0 ? [{ kind: 'door' as const, ...o.door }] : []),
    ...running.map((session) => ({ kind: 'session' as const, session })),
  ];
  return { total: rows.length, items: rows.slice(0, ATTENTION_ITEMS) };
}

/** Every card this viewer has, each from its own query; a failing query fails its card only. */
export async function loadHomeCards(ctx: CardContext, log: (error: unknown) => void): Promise<HomeCard[]> {
  const answers = await Promise.allSettled(HOME_CARDS.map((source) => source.load(ctx)));
  return HOME_CARDS.flatMap((source, i): HomeCard[] => {
    const answer = answers[i]!;
    const base = {
      key: source.key,
      title: ctx.t(source.title),
      href: source.href(ctx),
      linkLabel: ctx.t(source.linkLabel),
      empty: ctx.t(source.empty),
    };
    if (answer.status === 'rejected') {
      log(answer.reason);
      return [{ ...base, total: 0, items: [], failed: true }];
    }
    if (!answer.value) return [];
    return [{ ...base, total: answer.value.total, items: answer.value.items.map((row) => source.item(row, ctx)) }];
  });
}
