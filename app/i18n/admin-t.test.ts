import { describe, expect, it } from 'vitest';
import { createAdminT } from './admin-t';

describe('admin texts with plural forms', () => {
  it('takes the Czech form for the count', () => {
    const t = createAdminT('cs');
    const showing = (count: number) => t('list.showing', { first: 1, last: Math.min(count, 25), count });
    expect(showing(1)).toBe('Zobrazeno 1 až 1 z 1 výsledku');
    expect(showing(3)).toBe('Zobrazeno 1 až 3 z 3 výsledků');
    expect(showing(61)).toBe('Zobrazeno 1 až 25 z 61 výsledků');
    expect(t('statement.done', { count: 1 })).toBe('Výpis načten: 1 objednávka zaplacena.');
    expect(t('statement.done', { count: 2 })).toBe('Výpis načten: 2 objednávky zaplaceny.');
    expect(t('statement.done', { count: 5 })).toBe('Výpis načten: 5 objednávek zaplaceno.');
  });

  it('and the English one', () => {
    const t = createAdminT('en');
    expect(t('statement.done', { count: 1 })).toBe('Statement read: 1 order paid.');
    expect(t('list.showing', { first: 1, last: 2, count: 2 })).toBe('Displayed 1 to 2 of 2 results');
  });
});
