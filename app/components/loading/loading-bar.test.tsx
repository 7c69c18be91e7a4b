// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Link } from '../ui/link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, LOADING_BAR_FINISH_MS, LOADING_BAR_GIVE_UP_MS, LoadingBar } from './loading-bar';

let release: () => void = () => {};

/** A page with the bar and a link to a page whose loader waits until the test releases it. */
function setup(start = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LoadingBar />
            <Link to="/dalsi">Další</Link>
            <Link to="/en/next">Next</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Úvod</p> },
          {
            path: 'dalsi',
            loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
            element: <p>Další stránka</p>,
          },
          {
            path: 'en/next',
            loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
            element: <p>Next page</p>,
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bar = () => document.querySelector('.loading-bar')!;
const status = () => screen.getByRole('status');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('shows nothing for the first 200 ms, then the bar and one polite announcement', async () => {
    setup();
    const announcements: string[] = [];
    const observer = new MutationObserver(() => announcements.push(status().textContent ?? ''));
    observer.observe(status(), { childList: true, characterData: true, subtree: true });

    fireEvent.click(screen.getByRole('link', { name: 'Další' }));
    await advance(LOADING_BAR_DELAY_MS - 1);
    expect(bar().getAttribute('data-phase')).toBe('idle');
    expect(status().textContent).toBe('');

    await advance(1);
    expect(bar().getAttribute('data-phase')).toBe('loading');
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(status().textContent).toBe('Načítání…');

    // Still loading a second later: nothing new is said.
    await advance(1000);
    expect(announcements.filter(Boolean)).toEqual(['Načítání…']);
    observer.disconnect();
  });

  it('gives up the estimate after 5 s: the bar turns indeterminate, the announcement is not repeated', async () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Další' }));
    await advance(LOADING_BAR_GIVE_UP_MS - 1);
    expect(bar().getAttribute('data-phase')).toBe('loading');
    await advance(1);
    expect(bar().getAttribute('data-phase')).toBe('stalled');
    expect(status().textContent).toBe('Načítání…');
  });

  it('completes and hides when the page arrives', async () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Další' }));
    await advance(LOADING_BAR_DELAY_MS + 50);
    await act(async () => release());
    await advance(0);
    expect(screen.getByText('Další stránka')).toBeTruthy();
    expect(bar().getAttribute('data-phase')).toBe('done');
    expect(status().textContent).toBe('');
    await advance(LOADING_BAR_FINISH_MS);
    expect(bar().getAttribute('data-phase')).toBe('idle');
  });

  it('never appears for a navigation quicker than 200 ms', async () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Další' }));
    await advance(LOADING_BAR_DELAY_MS - 20);
    await act(async () => release());
    await advance(0);
    expect(screen.getByText('Další stránka')).toBeTruthy();
    await advance(LOADING_BAR_GIVE_UP_MS);
    expect(bar().getAttribute('data-phase')).toBe('idle');
    expect(status().textContent).toBe('');
  });

  it('speaks the language of the page', async () => {
    setup('/en/next');
    await act(async () => release());
    fireEvent.click(screen.getByRole('link', { name: 'Další' }));
    await advance(LOADING_BAR_DELAY_MS);
    // The bar belongs to the page being left: still English until the Czech page arrives.
    expect(status().textContent).toBe('Loading…');
  });
});
