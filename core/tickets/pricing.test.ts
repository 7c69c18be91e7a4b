import { describe, expect, it } from 'vitest';
import { countForType, priceOrder, ticketTypeFor } from './pricing';

describe('ticket pricing', () => {
  it('charges the spec figures: 10 900 standard, 9 900 group, halved at 50 %, nothing at 100 %', () => {
    expect(priceOrder({ count: 1 }).unitPrice).toBe(10_900);
    expect(priceOrder({ count: 3 }).unitPrice).toBe(9_900);
    expect(priceOrder({ count: 1, discount: 50 }).unitPrice).toBe(5_450);
    expect(priceOrder({ count: 5, discount: 50 }).unitPrice).toBe(4_950);
    const free = priceOrder({ count: 12, discount: 100 });
    expect([free.unitPrice, free.totalWithoutVat, free.vat, free.totalWithVat]).toEqual([0, 0, 0, 0]);
  });

  it('switches to the group tier at 3 tickets', () => {
    expect([1, 2, 3, 50].map(ticketTypeFor)).toEqual([1, 1, 2, 2]);
    expect([countForType(1), countForType(2)]).toEqual([1, 3]);
  });

  it('adds 21 % VAT on the line total, rounded half up to whole crowns', () => {
    expect(priceOrder({ count: 1 })).toMatchObject({ totalWithoutVat: 10_900, vat: 2_289, totalWithVat: 13_189 });
    expect(priceOrder({ count: 12, discount: 50 })).toMatchObject({
      unitPrice: 4_950,
      totalWithoutVat: 59_400,
      vat: 12_474,
      totalWithVat: 71_874,
    });
    // 7 303 × 21 % = 1 533.63 → 1 534; a discounted unit that is not whole rounds half up first.
    expect(priceOrder({ count: 1, discount: 33 })).toMatchObject({ unitPrice: 7_303, vat: 1_534, totalWithVat: 8_837 });
    expect(priceOrder({ count: 1, discount: 1 }).unitPrice).toBe(10_791);
    // 10 900 × 0.85 = 9 265; × 21 % = 1 945.65 → 1 946.
    expect(priceOrder({ count: 1, discount: 15, vatRate: 21 })).toMatchObject({ unitPrice: 9_265, vat: 1_946 });
  });

  it('rounds a half crown up', () => {
    // 5 450 × 21 % = 1 144.5 → 1 145; 10 900 × 10 % is exact.
    expect(priceOrder({ count: 1, discount: 50 })).toMatchObject({ vat: 1_145, totalWithVat: 6_595 });
    expect(priceOrder({ count: 1, vatRate: 10 }).vat).toBe(1_090);
  });

  it('refuses counts and percentages outside the rules', () => {
    for (const count of [0, 51, 1.5, Number.NaN]) expect(() => priceOrder({ count })).toThrow(RangeError);
    for (const discount of [-1, 101, 2.5]) expect(() => priceOrder({ count: 1, discount })).toThrow(RangeError);
  });
});
