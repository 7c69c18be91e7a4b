import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { speakers } from '../../db/schema';
import { schemaFields } from './schema-fields';

const schema = z.object({
  id: z.number().int(),
  name: z.string(),
  job_en: z.string().nullable(),
  description: z.string().nullable(),
  web_link: z.string().nullable().optional(),
  image: z.object({ id: z.number() }).nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});

describe('schemaFields', () => {
  test('every schema field that is a column, in the schema order, typed by its column', () => {
    const fields = schemaFields(speakers, schema);
    expect(Object.keys(fields)).toEqual(['id', 'name', 'job_en', 'description', 'published_at', 'created_at']);
    expect(fields.id).toEqual({ type: 'id', column: speakers.id });
    expect(fields.job_en).toEqual({ type: 'text', column: speakers.job_en });
    expect(fields.published_at).toEqual({ type: 'date', column: speakers.published_at });
  });

  test('an optional field (given to some viewers only) is no filter; omit, unsortable and notes apply', () => {
    const fields = schemaFields(speakers, schema, {
      omit: ['name'],
      unsortable: ['description'],
      notes: { job_en: 'The job in English' },
    });
    expect(fields).not.toHaveProperty('web_link');
    expect(fields).not.toHaveProperty('name');
    expect(fields.description).toEqual({ type: 'text', column: speakers.description, sortable: false });
    expect(fields.job_en?.description).toBe('The job in English');
  });
});
