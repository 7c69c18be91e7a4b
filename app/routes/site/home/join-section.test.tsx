// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinSection } from './join-section';

afterEach(cleanup);

function renderJoin(user: { id: number } | null, path = '/', ticketsOnSale = true) {
  const Join = () => <JoinSection ticketsOnSale={ticketsOnSale} />;
  const Stub = createRoutesStub([{ id: 'root', path: '*', loader: () => ({ user }), Component: Join }]);
  return render(<Stub initialEntries={[path]} />);
}

const links = () => screen.getAllByRole('link').map((a) => [a.textContent?.replace(/\s*→$/, ''), a.getAttribute('href')]);

describe('JoinSection', () => {
  it('offers a guest a ticket, the livestreams and an account', async () => {
    renderJoin(null);
    expect(await screen.findByRole('heading', { name: 'Účet návštěvníka' })).toBeTruthy();
    expect(links()).toEqual([
      ['Koupit vstupenku', '/vstupenka-konference'],
      ['Sledovat přenosy', '/zive-prenosy'],
      ['Zaregistrovat se', '/user/register'],
    ]);
  });

  it('offers no ticket while tickets are not on sale', async () => {
    renderJoin(null, '/', false);
    expect(await screen.findByRole('heading', { name: 'Účet návštěvníka' })).toBeTruthy();
    expect(links().map(([text]) => text)).toEqual(['Sledovat přenosy', 'Zaregistrovat se']);
  });

  it('offers one who is signed in their programme instead of registering again', async () => {
    renderJoin({ id: 5 }, '/en/');
    expect(await screen.findByRole('heading', { name: 'My programme' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Visitor account' })).toBeNull();
    expect(links().at(-1)).toEqual(['Open my programme', '/en/my-programme']);
  });
});
