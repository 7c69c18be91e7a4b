// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinSection } from './join-section';

afterEach(cleanup);

function renderJoin(user: { id: number } | null, path = '/') {
  const Stub = createRoutesStub([{ id: 'root', path: '*', loader: () => ({ user }), Component: JoinSection }]);
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

  it('offers one who is signed in their programme instead of registering again', async () => {
    renderJoin({ id: 5 }, '/en/');
    expect(await screen.findByRole('heading', { name: 'My programme' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Visitor account' })).toBeNull();
    expect(links().at(-1)).toEqual(['Open my programme', '/en/my-programme']);
  });
});
