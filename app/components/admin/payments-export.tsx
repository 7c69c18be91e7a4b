import { useState } from 'react';
import { useAdminT } from '../../i18n/admin-t';
import { useLocale } from '../../i18n/use-t';

/**
 * The accountant's payments file for a period: a disclosure holding a plain GET form to
 * `/api/order-payments.csv` (booking days from and to, both optional), so it works before the
 * page's script runs and the download leaves the list where it was. The "to" day may not be
 * before the "from" day (the browser's own check; the API answers 400 as well).
 */
export function PaymentsExport() {
  const t = useAdminT();
  const locale = useLocale();
  const [from, setFrom] = useState('');
  return (
    <details className="payments-export">
      <summary className="button button-ghost">{t('orders.paymentsCsv')}</summary>
      <form method="get" action="/api/order-payments.csv" className="payments-export-form">
        <input type="hidden" name="_locale" value={locale} />
        <p className="payments-export-hint" id="payments-export-hint">
          {t('orders.paymentsCsvHint')}
        </p>
        <label>
          {t('orders.paymentsCsvFrom')}
          <input
            type="date"
            name="bookedOn_gte"
            aria-describedby="payments-export-hint"
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
        </label>
        <label>
          {t('orders.paymentsCsvTo')}
          <input type="date" name="bookedOn_lte" min={from || undefined} aria-describedby="payments-export-hint" />
        </label>
        <button type="submit" className="button">
          {t('orders.csv')}
        </button>
      </form>
    </details>
  );
}
