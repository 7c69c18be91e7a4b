// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

afterEach(() => cleanup());

function renderAt(page: number, pageCount: number) {
  return render(
    <MemoryRouter initialEntries={['/en/admin/events']}>
      <Pagination page={page} pageCount={pageCount} pageHref={(n) => `/en/admin/events?page=${n}`} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    renderAt(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every page of nine, marks the current one and disables Previous on the first', () => {
    renderAt(1, 9);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/en/admin/events?page=2');
  });

  it('leaves the pages between the windows out, with a gap that is not a link', () => {
    renderAt(25, 50);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((a) => a.textContent),
    ).toEqual(['1', '23', '24', '25', '26', '27', '50']);
    expect(within(nav).getAllByText('More pages left out')).toHaveLength(2);
    expect(
      within(nav)
        .getAllByText('..')
        .every((gap) => gap.closest('a') === null),
    ).toBe(true);
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/en/admin/events?page=26');
  });
});
