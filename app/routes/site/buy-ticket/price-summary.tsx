import { CURRENCY, TICKET_PRICE, type OrderPrice, type TicketType } from '../../../../core/tickets/pricing';
import { formatMoney, formatPercent } from '../../../i18n/format-money';
import { useLocale, useT } from '../../../i18n/use-t';

/**
 * The order's figures as they are typed: unit price (the list price struck through when a
 * code lowers it), discount, count, total without VAT, VAT and total with VAT. The same
 * `priceOrder` computes the server's invoice, so the two agree to the crown.
 */
export function PriceSummary({ price, type, vatRate }: { price: OrderPrice | null; type: TicketType; vatRate: number }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, CURRENCY, locale);
  const list = price?.listUnitPrice ?? TICKET_PRICE[type];
  const discounted = price !== null && price.discount > 0;
  return (
    <section className="ticket-summary" aria-labelledby="ticket-summary-title">
      <h2 id="ticket-summary-title" className="ticket-summary-title">
        {t('ticket.summaryTitle')}
      </h2>
      <dl className="ticket-summary-rows">
        <div>
          <dt>{t('ticket.summaryUnit')}</dt>
          <dd>
            {discounted ? (
              <>
                <s className="ticket-summary-list">{money(list)}</s> {money(price.unitPrice)}
              </>
            ) : (
              money(list)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('ticket.summaryDiscount')}</dt>
          <dd>{discounted ? formatPercent(price.discount) : t('ticket.summaryNoDiscount')}</dd>
        </div>
        <div>
          <dt>{t('ticket.summaryCount')}</dt>
          <dd>{price ? price.count : '–'}</dd>
        </div>
        <div className="ticket-summary-subtotal">
          <dt>{t('ticket.summaryWithoutVat')}</dt>
          <dd>{price ? money(price.totalWithoutVat) : '–'}</dd>
        </div>
        <div>
          <dt>{t('ticket.summaryVat', { rate: formatPercent(price?.vatRate ?? vatRate) })}</dt>
          <dd>{price ? money(price.vat) : '–'}</dd>
        </div>
        <div className="ticket-summary-total">
          <dt>{t('ticket.summaryTotal')}</dt>
          <dd>{price ? money(price.totalWithVat) : '–'}</dd>
        </div>
      </dl>
      {price ? null : <p className="ticket-summary-missing">{t('ticket.summaryCountMissing')}</p>}
    </section>
  );
}
