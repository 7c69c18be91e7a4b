import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fromRow } from './from-row';

const schema = z.object({
  id: z.number(),
  name: z.string(),
  secret: z.string().optional(),
  logo: z.string().nullable(),
  published_at: z.string().nullable(),
});

describe('fromRow', () => {
  test('copies the schema fields from the row in schema order, instants as ISO text, and nothing else', () => {
    const row = { logo: 'x', published_at: new Date('2021-10-11T07:00:00Z'), name: 'A', secret: 's', id: 1, search_text: 'a' };
    const answer = fromRow(schema, row, { logo: '/uploads/x.webp' });
    expect(Object.keys(answer)).toEqual(['id', 'name', 'secret', 'logo', 'published_at']);
    expect(answer).toEqual({ id: 1, name: 'A', secret: 's', logo: '/uploads/x.webp', published_at: '2021-10-11T07:00:00.000Z' });
  });

  test('a computed undefined leaves an optional field out; a stored null stays', () => {
    const answer = fromRow(schema, { id: 1, name: 'A', logo: null, published_at: null }, { secret: undefined });
    expect(answer).toEqual({ id: 1, name: 'A', logo: null, published_at: null });
    expect(answer).not.toHaveProperty('secret');
  });
});
