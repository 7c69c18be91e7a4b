// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiAuditEntry } from '../../../core/audit/audit-query';
import { AuditChanges } from './audit-changes';

/** Rendered in a data router, as the admin screens are (the time zone comes from the root's data). */
async function renderWidget(ui: ReactElement, { path = '/admin/audit-log' }: { path?: string } = {}) {
  const Stub = createRoutesStub([{ path, Component: () => ui }]);
  const view = render(<Stub initialEntries={[path]} />);
  await screen.findByRole('list');
  return view;
}

afterEach(cleanup);

const entry = (changes: ApiAuditEntry['changes'], action: ApiAuditEntry['action'] = 'update'): ApiAuditEntry => ({
  id: 1,
  at: '2021-10-11T12:00:00.000Z',
  actor: { id: 1 },
  actor_name: 'admin',
  action,
  entity: 'events',
  entity_id: 5,
  label: 'Seminář',
  changes,
});

describe('AuditChanges', () => {
  it('reads as people, records and local times, not ids and UTC instants (decision 089)', async () => {
    const { container } = await renderWidget(
      <AuditChanges
        entry={entry([
          { field: 'users_present', before: '11,31', after: '11,31,21' },
          { field: 'start', before: '2021-10-11T14:00:00.000Z', after: '2021-10-11T15:00:00.000Z' },
          { field: 'hallId', before: 1, after: 9 },
          { field: 'is_premiere', before: false, after: true },
          { field: 'description', redacted: 'long' },
        ])}
        names={{ 'users:11': 'Jana Nováková', 'users:31': 'Petr Svoboda', 'users:21': 'Eva Malá', 'halls:1': 'Sál Praha' }}
      />,
    );
    const text = container.textContent ?? '';
    expect(text).toContain('Přítomní: Jana Nováková, Petr Svoboda → Jana Nováková, Petr Svoboda, Eva Malá');
    // 14:00 UTC is 16:00 in Prague in October.
    expect(text).toContain('Začátek: 11. 10. 2021 16:00 → 11. 10. 2021 17:00');
    // A hall deleted since shows its id.
    expect(text).toContain('Sál: Sál Praha → #9');
    expect(text).toContain('Premiéra: ne → ano');
    expect(text).toContain('Popis (změněn text)');
    expect(text).not.toContain('users_present');
    expect(text).not.toContain('T14:00');
    expect(screen.getByRole('link', { name: 'Eva Malá' }).getAttribute('href')).toBe('/admin/users/21');
    expect(screen.getByRole('link', { name: 'Sál Praha' }).getAttribute('href')).toBe('/admin/halls/1');
  });

  it('names the attendee an Admin signed off, in English too', async () => {
    const { container } = await renderWidget(
      <AuditChanges entry={entry([{ field: 'attendee_removed', before: null, after: 21 }])} names={{ 'users:21': 'Eva Malá' }} />,
      { path: '/en/admin/audit-log' },
    );
    expect(container.textContent).toBe('Attendee signed off: – → Eva Malá');
  });
});
