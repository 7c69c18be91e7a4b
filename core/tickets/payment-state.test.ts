import { describe, expect, it } from 'vitest';
import { orderPaymentState } from './payment-state';

describe('orderPaymentState', () => {
  const order = { status: 'awaiting' as const, totalWithVat: 13_189 };

  it('follows the ledger sum: awaiting, partly paid with what is missing, paid, overpaid with the surplus', () => {
    expect(orderPaymentState(order, 0)).toEqual({
      state: 'awaiting',
      dueMinor: 1_318_900,
      paidMinor: 0,
      missingMinor: 1_318_900,
      surplusMinor: 0,
    });
    expect(orderPaymentState(order, 500_000)).toMatchObject({ state: 'partlyPaid', missingMinor: 818_900 });
    expect(orderPaymentState({ ...order, status: 'paid' }, 1_318_900)).toMatchObject({ state: 'paid', missingMinor: 0 });
    expect(orderPaymentState({ ...order, status: 'paid' }, 1_320_000)).toMatchObject({ state: 'overpaid', surplusMinor: 1_100 });
  });

  it('a cancelled order is cancelled whatever came in; a free paid order is paid', () => {
    expect(orderPaymentState({ ...order, status: 'cancelled' }, 500_000)).toMatchObject({
      state: 'cancelled',
      missingMinor: 0,
      surplusMinor: 0,
    });
    expect(orderPaymentState({ status: 'paid', totalWithVat: 0 }, 0).state).toBe('paid');
    expect(orderPaymentState({ status: 'awaiting', totalWithVat: 0 }, 0).state).toBe('awaiting');
  });
});
