// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openDayEvent as event } from '../../../tests/programme-event';
import { EventAccessNote, EventContent, EventSummary, preloadEventParts } from './event-sections';

afterEach(cleanup);

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{element}</> }]);
  return render(<Stub initialEntries={[path]} />);
}

describe('the shared read-only sections of an event page', () => {
  it('say when and where in the page language, with what the page adds after the time', async () => {
    renderAt('/en/accompanying-events/43/open-day', <EventSummary event={event} afterTime={<span>running</span>} />);
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('Science Park Ostrava');
    expect(list.querySelector('time')?.getAttribute('dateTime')).toBe('2021-10-05T07:00:00.000Z');
    expect(list.querySelector('li')?.textContent).toContain('running');
  });

  it('show the description, else that there is none, and no speakers section without speakers', async () => {
    renderAt('/doprovodne-akce/43/den-otevrenych-dveri', <EventContent event={event} materials={null} />);
    expect((await screen.findByRole('heading', { level: 2 })).id).toBe('event-about');
    expect(screen.getByText('ukázky').tagName).toBe('STRONG');
    cleanup();
    renderAt('/en/accompanying-events/43/open-day', <EventContent event={{ ...event, description: null }} materials={null} />);
    expect(document.querySelector('.event-muted')).not.toBeNull();
    expect(document.getElementById('event-speakers')).toBeNull();
  });

  it('note the audience only of an event that is not public, in words (its script and texts come on demand, decision 209)', async () => {
    renderAt('/en/accompanying-events/43/open-day', <EventAccessNote event={event} />);
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    // As a navigation does before it renders the page (preloadEventParts).
    await preloadEventParts({ event: { access: 'only_users' }, materials: null }, 'en');
    renderAt('/en/accompanying-events/43/open-day', <EventAccessNote event={{ ...event, access: 'only_users' }} />);
    expect((await screen.findByRole('note')).textContent).toBe('For signed-in users: guests do not see this event.');
  });
});
