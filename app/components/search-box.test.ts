import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../../core/search/search-schema';
import { SEARCH_TEXT_MAX } from './search-box';

describe('SearchBox limits', () => {
  it('lets the field hold exactly what the search API accepts', () => {
    expect(SEARCH_TEXT_MAX).toBe(SEARCH_MAX_LENGTH);
  });
});
