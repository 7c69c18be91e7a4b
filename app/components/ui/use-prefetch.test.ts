import { describe, expect, it } from 'vitest';
import { prefetchFor } from './use-prefetch';

describe('prefetchFor', () => {
  it('prefetches on intent on a usual connection, or when the browser does not say', () => {
    expect(prefetchFor({ effectiveType: '4g', saveData: false })).toBe('intent');
    expect(prefetchFor({ effectiveType: '3g' })).toBe('intent');
    expect(prefetchFor(undefined)).toBe('intent');
  });

  it('prefetches nothing when the visitor saves data', () => {
    expect(prefetchFor({ effectiveType: '4g', saveData: true })).toBe('none');
  });

  it('prefetches nothing on 2G', () => {
    expect(prefetchFor({ effectiveType: '2g' })).toBe('none');
    expect(prefetchFor({ effectiveType: 'slow-2g' })).toBe('none');
  });
});
