// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attendee } from '../../../core/attendance/find-attendees';
import { jsonResponse, refusal } from '../admin/widgets/test-kit';
import { ToastProvider } from '../toasts';
import { queueKey } from './checkin-queue';
import { CheckinView, surnameFirst } from './checkin-view';

const fetchMock = vi.fn<typeof fetch>();
let online = true;

const person = (id: number, name: string, over: Partial<Attendee> = {}): Attendee => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  phone: null,
  company: null,
  joinedAt: '2021-10-01T08:00:00.000Z',
  present: false,
  ...over,
});
const attendees = [
  person(11, 'Jana Veselá', { company: 'Žlutý kůň s.r.o.', present: true }),
  person(12, 'Tomáš Horák'),
  person(13, 'Kateřina Němcová'),
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A data router, as the page has one (the time zone comes from the root route's data).
const Page = createRoutesStub([
  {
    path: '/en/checkin/8',
    Component: () => (
      <ToastProvider flash={null}>
        <CheckinView eventId={8} initial={attendees} backTo="/en/professional-seminars/8" />
      </ToastProvider>
    ),
  },
]);

async function renderView() {
  render(<Page initialEntries={['/en/checkin/8']} />);
  await screen.findByRole('searchbox');
}

const setNetwork = (up: boolean) =>
  act(() => {
    online = up;
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  });
const sentMarks = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) as Record<string, unknown> }));
const marked = (users_present: string, applied = true) => jsonResponse(200, { id: 8, users_present, applied });
const listed = (present: number[]) =>
  jsonResponse(200, {
    event: { id: 8, name: 'x' },
    attendees: attendees.map((a) => ({ ...a, present: present.includes(a.id) })),
  });

describe('CheckinView', () => {
  it('lists attendees by surname (decision 116)', async () => {
    fetchMock.mockResolvedValue(listed([11]));
    await renderView();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual([
      'Present: Tomáš Horák',
      'Present: Kateřina Němcová',
      'Present: Jana Veselá',
    ]);
    expect(surnameFirst('Jana Veselá')).toBe('Veselá Jana');
    expect(surnameFirst('jnovak')).toBe('jnovak');
  });

  it('finds attendees by name, e-mail or company, accents and case ignored', async () => {
    const user = userEvent.setup();
    await renderView();
    await user.type(screen.getByRole('searchbox', { name: 'Search attendees' }), 'zluty KUN');
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual(['Present: Jana Veselá']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'tomas@');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('Nobody matches “tomas@nobody”.')).toBeTruthy();
  });

  it('queues a tick while offline, shows it unsent, and sends it with its time when back online', async () => {
    const user = userEvent.setup();
    await renderView();
    setNetwork(false);
    await user.click(screen.getByRole('switch', { name: 'Present: Tomáš Horák' }));
    expect(screen.getByRole('switch', { name: 'Present: Tomáš Horák' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('1 unsent change')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.getByText('Not sent yet')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const stored = JSON.parse(localStorage.getItem(queueKey(8))!) as { user: number; present: boolean; at: string }[];
    expect(stored).toMatchObject([{ user: 12, present: true }]);

    fetchMock.mockResolvedValueOnce(marked('11,12')).mockResolvedValueOnce(listed([11, 12]));
    setNetwork(true);
    await waitFor(() => expect(screen.getByText('All changes sent')).toBeTruthy());
    expect(sentMarks()).toEqual([{ url: '/api/events/8/attendance', body: { user: 12, present: true, at: stored[0]!.at } }]);
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('2 of 3 present')).toBeTruthy();
    expect(localStorage.getItem(queueKey(8))).toBeNull();
  });

  it('sends a queue left from before a reload, and shows the merged list the server answers', async () => {
    localStorage.setItem(
      queueKey(8),
      JSON.stringify([{ user: 13, present: true, at: '2021-10-12T07:58:00.000Z' }, { junk: true }]),
    );
    // The other phone had unticked Jana meanwhile; this old tick of Kateřina lost to a newer mark.
    fetchMock.mockResolvedValueOnce(marked('', false));
    await renderView();
    await waitFor(() => expect(screen.getByText('All changes sent')).toBeTruthy());
    expect(sentMarks().map((m) => m.body.user)).toEqual([13]);
    const checked = screen.getAllByRole('switch').filter((s) => s.getAttribute('aria-checked') === 'true');
    expect(checked).toHaveLength(0);
  });

  it('keeps the queue when the server cannot be reached, and drops a mark the server can never take', async () => {
    const user = userEvent.setup();
    await renderView();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('switch', { name: 'Present: Kateřina Němcová' }));
    await waitFor(() => expect(screen.getByText('Offline')).toBeTruthy());
    expect(screen.getByText('1 unsent change')).toBeTruthy();

    // Back: the attendee left the seminar meanwhile, so the mark is refused and dropped.
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Attendance.notJoined', 'user')))
      .mockResolvedValueOnce(listed([11]));
    setNetwork(true);
    await waitFor(() => expect(screen.getByText('All changes sent')).toBeTruthy());
    expect(await screen.findByText(/The change for Kateřina Němcová cannot be saved/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Present: Kateřina Němcová' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the queue and asks to sign in again when the session ended', async () => {
    const user = userEvent.setup();
    await renderView();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, refusal(401, 'Request.unauthorized')));
    await user.click(screen.getByRole('switch', { name: 'Present: Jana Veselá' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('1 unsent change')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(queueKey(8))!)).toMatchObject([{ user: 11, present: false }]);
  });
});
