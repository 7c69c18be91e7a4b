// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiSelectField } from './multi-select-field';
import { renderWidget } from './test-kit';

const SPEAKERS = [
  { id: 1, label: 'Jana Svobodová' },
  { id: 2, label: 'Petr Zelený' },
  { id: 3, label: 'Anna Nováková' },
];

function Harness({ initial = [] as number[], onChange = (_: number[]) => {} }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <MultiSelectField
      label="Řečníci"
      value={value}
      options={SPEAKERS}
      sortable
      onChange={(next) => {
        setValue(next.map(Number));
        onChange(next.map(Number));
      }}
    />
  );
}

afterEach(() => cleanup());

describe('MultiSelectField', () => {
  it('searches labels case-insensitively once typing has paused for 200 ms', async () => {
    renderWidget(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Řečníci' });
    // No pause between the keys (they follow in one task, so no timer can run between them): on
    // a busy machine real keystrokes came 200 ms apart and the list narrowed during the typing.
    await userEvent.setup({ delay: null }).type(box, 'SVOBOD');
    // Right after typing the list is not narrowed yet; after the pause it is.
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Jana Svobodová']));
  });

  it('adds the picked option to the chosen list and offers it no more', async () => {
    const changes: number[][] = [];
    renderWidget(<Harness initial={[2]} onChange={(v) => changes.push(v)} />);
    const box = screen.getByRole('combobox', { name: 'Řečníci' });
    await userEvent.type(box, 'nová');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.queryByRole('option', { name: 'Petr Zelený' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Anna Nováková' }));
    expect(changes.at(-1)).toEqual([2, 3]);
    const chosen = screen.getByRole('grid', { name: 'Vybráno: Řečníci' });
    expect(
      within(chosen)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Petr Zelený', 'Anna Nováková']);
  });

  it('removes a chosen option with its button', async () => {
    const changes: number[][] = [];
    renderWidget(<Harness initial={[1, 2]} onChange={(v) => changes.push(v)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat Jana Svobodová' }));
    expect(changes.at(-1)).toEqual([2]);
  });
});
