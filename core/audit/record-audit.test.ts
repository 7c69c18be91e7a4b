import { describe, expect, it } from 'vitest';
import { auditChanges, MAX_AUDIT_TEXT } from './record-audit';

describe('auditChanges', () => {
  it('an update lists only the fields that differ, with before and after', () => {
    const at = new Date('2021-10-11T07:00:00Z');
    expect(
      auditChanges(
        { id: 1, name: 'A', max_users: 10, start: at, published_at: null, speakers: [1, 2], updated_at: at },
        { id: 1, name: 'B', max_users: 10, start: new Date(at), published_at: at, speakers: [2], updated_at: new Date() },
      ),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'published_at', before: null, after: '2021-10-11T07:00:00.000Z' },
      { field: 'speakers', before: [1, 2], after: [2] },
    ]);
  });

  it('a create lists the fields it set, a delete the fields there were; empty ones say nothing', () => {
    expect(auditChanges(undefined, { id: 3, name: 'Sál', name_en: null, slido: '' })).toEqual([{ field: 'name', after: 'Sál' }]);
    expect(auditChanges({ id: 3, name: 'Sál', name_en: null, confirmed: false }, undefined)).toEqual([
      { field: 'name', before: 'Sál' },
      { field: 'confirmed', before: false },
    ]);
  });

  it('never keeps secrets, rich text, long text or objects: only that they changed', () => {
    const changes = auditChanges(
      {
        passwordHash: 'scrypt$old',
        tokenVersion: 1,
        description: '<p>a</p>',
        caption: 'x',
        formats: { small: 1 },
        codeHash: 'h1',
      },
      {
        passwordHash: 'scrypt$new',
        tokenVersion: 2,
        description: '<p>b</p>',
        caption: 'y'.repeat(MAX_AUDIT_TEXT + 1),
        formats: { small: 2 },
        codeHash: 'h2',
      },
    );
    expect(changes).toEqual([
      { field: 'passwordHash', redacted: 'secret' },
      { field: 'description', redacted: 'long' },
      { field: 'caption', redacted: 'long' },
      { field: 'formats', redacted: 'long' },
      { field: 'codeHash', redacted: 'secret' },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/scrypt|h2|<p>/);
  });

  it('a list of ids may hold nulls (a menu entry without a page); a list of objects may not', () => {
    expect(auditChanges({ pages: [1, null, 3] }, { pages: [3, 1, null] })).toEqual([
      { field: 'pages', before: [1, null, 3], after: [3, 1, null] },
    ]);
    expect(auditChanges({ pages: [{ id: 1 }] }, { pages: [{ id: 2 }] })).toEqual([{ field: 'pages', redacted: 'long' }]);
  });
});
