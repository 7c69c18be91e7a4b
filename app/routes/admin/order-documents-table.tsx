import type { OrderDocument } from '../../../core/tickets/order-documents';
import { formatDay } from '../../../core/tickets/invoice-format';
import { useAdminT } from '../../i18n/admin-t';
import { useLocale } from '../../i18n/use-t';

/**
 * An order's documents on its admin page (decision 078): which is the payment request (not a
 * tax document), which the tax document with its date of taxable supply, which a credit note
 * and what it corrects, each with its PDF.
 */
export function OrderDocumentsTable({ orderId, documents }: { orderId: number; documents: OrderDocument[] }) {
  const t = useAdminT();
  const locale = useLocale();
  const none = t('orders.none');
  const day = (value: string | null) => (value ? formatDay(value, locale) : none);
  const about = (d: OrderDocument) =>
    d.kind === 'paymentRequest'
      ? t('orders.docNotTax')
      : d.kind === 'creditNote'
        ? t('orders.docCredits', { number: d.credits ?? none, reason: t(`orders.creditReason.${d.reason ?? 'cancelled'}`) })
        : [
            d.paidOn ? t('orders.docPaidOn', { day: day(d.paidOn) }) : null,
            d.creditedBy ? t('orders.docCreditedBy', { number: d.creditedBy }) : null,
          ]
            .filter(Boolean)
            .join(' · ') || none;
  return (
    <div className="admin-table-wrap" role="group" aria-labelledby="order-documents" tabIndex={0}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('orders.docKind')}</th>
            <th scope="col">{t('orders.docIssuedOn')}</th>
            <th scope="col">{t('orders.docTaxableOn')}</th>
            <th scope="col">{t('orders.docAbout')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((d) => (
            <tr key={d.number}>
              <td>
                <a className="text-link" href={`/api/ticket-orders/${orderId}/documents/${d.number}.pdf`} download={d.fileName}>
                  {t('orders.docPdf', { kind: t(`orders.doc.${d.kind}`), number: d.number })}
                </a>
              </td>
              <td className="nowrap">{day(d.issuedOn)}</td>
              <td className="nowrap">{day(d.taxableOn)}</td>
              <td>{about(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
