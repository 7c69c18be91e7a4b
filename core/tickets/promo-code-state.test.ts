import { describe, expect, it } from 'vitest';
import { promoCodeState } from './promo-code-state';

const now = new Date('2021-10-05T10:00:00Z');
const code = { active: true, validFrom: null, validUntil: null, maxUses: null };

describe('promo code state', () => {
  it('is valid when active, inside its window and below its limit', () => {
    expect(promoCodeState(code, 0, now)).toBe('valid');
    expect(promoCodeState({ ...code, maxUses: 10 }, 9, now)).toBe('valid');
    expect(
      promoCodeState(
        { ...code, validFrom: new Date('2021-10-05T10:00:00Z'), validUntil: new Date('2021-10-05T10:00:01Z') },
        0,
        now,
      ),
    ).toBe('valid');
  });

  it('tells why not, inactive first', () => {
    expect(promoCodeState({ ...code, active: false, maxUses: 1 }, 5, now)).toBe('inactive');
    expect(promoCodeState({ ...code, validFrom: new Date('2021-10-05T10:00:01Z') }, 0, now)).toBe('scheduled');
    expect(promoCodeState({ ...code, validUntil: now }, 0, now)).toBe('expired');
    expect(promoCodeState({ ...code, maxUses: 10 }, 10, now)).toBe('usedUp');
  });
});
