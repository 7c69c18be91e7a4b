// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from './form';
import { Link, NavLink } from './link';

afterEach(cleanup);

/** Where the router is, shown so a test can tell a navigation in the page happened. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string, ui: () => ReactNode) {
  const Page = () => (
    <>
      {ui()}
      <Where />
    </>
  );
  const Stub = createRoutesStub([
    { path: '/odborne-seminare', Component: Page },
    { path: '/odborne-seminare/:id', Component: Page },
    { path: '/recnici', Component: Page, action: () => null },
    { path: '/hledat', Component: Page },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('Link and NavLink of the site (decision 199)', () => {
  it('renders a plain link that route discovery finds, and navigates in the page on a plain click', async () => {
    renderAt('/odborne-seminare', () => <Link to="/recnici">Řečníci</Link>);
    const link = screen.getByRole('link', { name: 'Řečníci' });
    expect(link.getAttribute('href')).toBe('/recnici');
    expect(link.getAttribute('data-discover')).toBe('true');
    fireEvent.click(link, { button: 0 });
    expect((await screen.findByTestId('where')).textContent).toBe('/recnici');
  });

  it('leaves a click with a modifier key, or to another window, to the browser', () => {
    renderAt('/odborne-seminare', () => (
      <>
        <Link to="/recnici">Řečníci</Link>
        <Link to="/hledat" target="_blank">
          Hledat
        </Link>
      </>
    ));
    // Whether the link prevented the browser's own following, seen after React's handlers (and
    // then prevented here, so that the test's window opens nothing).
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Řečníci' }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Hledat' }), { button: 0 });
    window.removeEventListener('click', record);
    expect(prevented).toEqual([false, false]);
    expect(screen.getByTestId('where').textContent).toBe('/odborne-seminare');
  });

  it('leaves a link to another site alone', () => {
    renderAt('/odborne-seminare', () => <Link to="https://example.org/a">Jinde</Link>);
    const link = screen.getByRole('link', { name: 'Jinde' });
    expect(link.getAttribute('href')).toBe('https://example.org/a');
    expect(link.hasAttribute('data-discover')).toBe(false);
  });

  it('marks the page shown and the pages above it, but `end` only the page itself', () => {
    renderAt('/odborne-seminare/7', () => (
      <>
        <NavLink to="/odborne-seminare">Semináře</NavLink>
        <NavLink to="/odborne-seminare" end className="x">
          Jen semináře
        </NavLink>
        <NavLink to="/recnici">Řečníci</NavLink>
      </>
    ));
    expect(screen.getByRole('link', { name: 'Semináře' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Jen semináře' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Jen semináře' }).className).toBe('x');
    expect(screen.getByRole('link', { name: 'Řečníci' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('Form of the site (decision 199)', () => {
  it('sends a GET form as the query of its action, in the page', async () => {
    renderAt('/odborne-seminare', () => (
      <Form method="get" action="/hledat">
        <input name="q" defaultValue="inovace" aria-label="q" />
        <button type="submit">Hledat</button>
      </Form>
    ));
    fireEvent.click(screen.getByRole('button', { name: 'Hledat' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/hledat?q=inovace');
  });

  it('writes the page shown as the action of a form without one', () => {
    const { container } = renderAt('/recnici', () => <Form method="post" />);
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/recnici');
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
  });
});
