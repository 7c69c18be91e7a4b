// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, refusal } from '../admin/widgets/test-kit';
import { preloadSignupParts, SeminarSignup, type SeminarSignupData } from './seminar-signup';

const fetchMock = vi.fn<typeof fetch>();

const seminar: SeminarSignupData = {
  state: 'none',
  seatsTaken: 12,
  seatsLeft: 18,
  max: 30,
  user: 7,
  walkIn: false,
  phase: 'open',
};

// A member's box comes on demand (decision 205): a page that shows it has it before it hydrates,
// a navigation loads it first (preloadSignupParts), as here.
beforeAll(() => preloadSignupParts(seminar, new URLSearchParams(), 'en'));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBox(initial: Partial<SeminarSignupData> = {}, path = '/en/professional-seminars/5/ai') {
  // A data router, as on the site: the box revalidates the page after a quick sign-up.
  const Stub = createRoutesStub([
    { path: '*', Component: () => <SeminarSignup eventId={5} initial={{ ...seminar, ...initial }} /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const state = (over: object) => ({ event: 5, user: 7, state: 'none', seatsTaken: 12, seatsLeft: 18, waiting: 0, ...over });

function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

describe('SeminarSignup', () => {
  it('asks a seat holder to confirm by the deadline with a form of its own (decision 134)', async () => {
    const box = { ...seminar, state: 'joined', confirmBy: new Date('2021-10-11T09:00:00Z') } as const;
    // The form comes on demand (decision 189): a navigation to the page loads it first, as here.
    await preloadSignupParts(box, new URLSearchParams(), 'en');
    renderBox(box, '/en/professional-seminars/5/ai');
    expect(await screen.findByText(/Confirm your seat by/)).toBeTruthy();
    expect(screen.getByText('11 October 2021 11:00')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Confirm my seat' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(new FormData(form).get('intent')).toBe('confirmSeat');
  });

  it('asks nothing of a seat not to be confirmed', async () => {
    renderBox({ state: 'joined' }, '/en/professional-seminars/5/ai');
    expect(await screen.findByText('You are signed up.')).toBeTruthy();
    expect(screen.queryByText(/Confirm your seat by/)).toBeNull();
  });

  it('shows the seats and sends a guest to sign in and back, or offers the quick sign-up', async () => {
    renderBox({ user: null }, '/odborne-seminare/5/ai');
    expect(await screen.findByText('Obsazeno 12 z 30 míst')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Přihlaste se a zapište se na seminář' });
    expect(link.getAttribute('href')).toBe('/user/login?redirectTo=%2Fodborne-seminare%2F5%2Fai');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Přihlásit se bez účtu']);
  });

  it('quick sign-up: creates the account, then joins as the new user', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { jwt: 'x', user: { id: 42 } }))
      .mockResolvedValueOnce(jsonResponse(200, state({ user: 42, state: 'joined', seatsTaken: 13, seatsLeft: 17 })));
    renderBox({ user: null });
    await user.click(await screen.findByRole('button', { name: 'Sign up without an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick seminar sign-up' });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByLabelText(/First name/), 'Eva');
    await user.type(screen.getByLabelText(/Last name/), 'Dvořáková');
    await user.type(screen.getByLabelText(/E-mail/), 'eva@example.cz');
    await user.type(screen.getByLabelText(/Phone/), '+420 602 111 222');
    await user.click(screen.getByRole('button', { name: 'Create the account and join' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are signed up.'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/event-join/quick-signup');
    expect(sentBody(0)).toEqual({
      event: 5,
      firstName: 'Eva',
      lastName: 'Dvořáková',
      email: 'eva@example.cz',
      phone: '+420 602 111 222',
      company: '',
      locale: 'en',
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/event-join');
    expect(sentBody(1)).toEqual({ event: 5, user: 42 });
    expect(screen.getByRole('button', { name: 'Leave the seminar' })).toBeTruthy();
  });

  it('quick sign-up: a taken e-mail is said next to the field, with the way to sign in, and nothing typed is lost', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Signup.quick.emailTaken', 'email')));
    renderBox({ user: null }, '/odborne-seminare/5/ai');
    await user.click(await screen.findByRole('button', { name: 'Přihlásit se bez účtu' }));
    await user.type(screen.getByLabelText(/Jméno/), 'Eva');
    await user.type(screen.getByLabelText(/E-mail/), 'eva@example.cz');
    await user.click(screen.getByRole('button', { name: 'Založit účet a přihlásit se' }));
    await screen.findByText('Email je již registrován, prosím přihlašte se.');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/Jméno/) as HTMLInputElement).value).toBe('Eva');
    expect(screen.getAllByRole('link', { name: 'Přihlaste se a zapište se na seminář' })).toHaveLength(2);
  });

  it('quick sign-up: a join that fails after the account was made says to press the button again', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { jwt: 'x', user: { id: 42 } }))
      .mockResolvedValueOnce(jsonResponse(500, refusal(500, 'Request.internal')));
    renderBox({ user: null });
    await user.click(await screen.findByRole('button', { name: 'Sign up without an account' }));
    for (const [label, value] of [
      [/First name/, 'Eva'],
      [/Last name/, 'D'],
      [/E-mail/, 'eva@example.cz'],
      [/Phone/, '602111222'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Create the account and join' }));
    await screen.findByText('User not updated, use the Sign up button again please.');
    expect(screen.getByRole('button', { name: 'Join the seminar' })).toBeTruthy();
  });

  it('offers no join on a walk-in seminar, only the note, and still lets a seat holder leave', () => {
    renderBox({ walkIn: true });
    expect(screen.getByText('No registration: entry is free, just come to the door.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderBox({ walkIn: true, user: null });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderBox({ walkIn: true, state: 'joined' });
    expect(screen.getByRole('button', { name: 'Leave the seminar' })).toBeTruthy();
  });

  it('joins with {event, user} and shows the seat, announced', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, state({ state: 'joined', seatsTaken: 13, seatsLeft: 17 })));
    renderBox();
    expect(screen.getByText('12 of 30 seats taken')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are signed up.'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/event-join');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody()).toEqual({ event: 5, user: 7 });
    expect(screen.getByText('13 of 30 seats taken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the seminar' })).toBeTruthy();
  });

  it('offers the waiting list on a full seminar and shows the place in it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, state({ state: 'waiting', position: 3, seatsTaken: 30, seatsLeft: 0, waiting: 3 })),
    );
    renderBox({ seatsTaken: 30, seatsLeft: 0 });
    expect(screen.getByText('All 30 seats taken')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the seminar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are number 3 on the waiting list.'));
    expect(sentBody()).toEqual({ event: 5, user: 7, waitingList: true });
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
  });

  it('turns a full refusal into the waiting-list offer', async () => {
    const user = userEvent.setup();
    const body = refusal(409, 'Signup.full');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { ...body, data: { ...body.data, waitingList: true, seatsTaken: 30, seatsLeft: 0 } }),
    );
    renderBox({ seatsTaken: 29, seatsLeft: 1 });
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The seminar is full.'));
    expect(screen.getByText('All 30 seats taken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
  });

  it('asks for the missing profile fields, saves them and joins, with the Me page as a way on', async () => {
    const user = userEvent.setup();
    const body = refusal(400, 'Signup.fillOut');
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(400, { ...body, data: { ...body.data, fields: { phone: 'Form.error.required' }, missing: ['phone'] } }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { id: 7, phone: '+420 777 123 456' }))
      .mockResolvedValueOnce(jsonResponse(200, state({ state: 'joined', seatsTaken: 13, seatsLeft: 17 })));
    renderBox({}, '/odborne-seminare/5/ai');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se na seminář' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('vyplňte v profilu jméno, příjmení a telefon');
    expect(screen.getByRole('link', { name: 'Doplnit profil' }).getAttribute('href')).toBe('/user/me#contact-title');

    const dialog = await screen.findByRole('dialog', { name: 'Doplňte svůj profil' });
    expect(dialog.textContent).toContain('vyžaduje zakoupenou vstupenku');
    // Only the missing field is asked for.
    expect(screen.queryByLabelText(/Jméno/)).toBeNull();
    await user.type(screen.getByLabelText(/Telefon/), '+420 777 123 456');
    await user.click(screen.getByRole('button', { name: 'Uložit a přihlásit se' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Jste přihlášeni na seminář.'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/users/7');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PUT');
    expect(sentBody(1)).toEqual({ phone: '+420 777 123 456' });
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/event-join');
    expect(sentBody(2)).toEqual({ event: 5, user: 7 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the field refusal of the profile save in the modal', async () => {
    const user = userEvent.setup();
    const body = refusal(400, 'Signup.fillOut');
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { ...body, data: { ...body.data, fields: { phone: 'Form.error.required' } } }))
      .mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Form.error.phone', 'phone')));
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    await user.type(await screen.findByLabelText(/Phone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save and join' }));
    await waitFor(() => expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks for a ticket code when the user has none, shows a wrong one at the field, claims and joins', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Signup.noTicket', 'hasTicket')))
      .mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Ticket.code.invalid', 'code')))
      .mockResolvedValueOnce(jsonResponse(200, { code: 'TI-3HWP-R8BN-5TCE', claimedAt: '2021-10-01T08:00:00Z', hasTicket: true }))
      .mockResolvedValueOnce(jsonResponse(200, state({ state: 'joined', seatsTaken: 13, seatsLeft: 17 })));
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(dialog.textContent).toContain('requires a purchased seminar or conference ticket');
    // Self-declared tickets are not accepted here: no toggle, a code only.
    expect(screen.queryByLabelText(/I have a ticket/)).toBeNull();
    const field = screen.getByLabelText(/^Ticket code/);
    await user.type(field, 'TI-0000-0000-0000');
    await user.click(screen.getByRole('button', { name: 'Continue signing up' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('No ticket has this code.');

    await user.clear(field);
    await user.type(field, 'ti-3hwp-r8bn-5tce');
    await user.click(screen.getByRole('button', { name: 'Continue signing up' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are signed up.'));
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/tickets/claim');
    expect(sentBody(2)).toEqual({ code: 'ti-3hwp-r8bn-5tce' });
    expect(fetchMock.mock.calls[3]?.[0]).toBe('/api/event-join');
  });

  it("offers 'I have a ticket' when self-declared tickets are accepted, and joins after it", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Signup.noTicket', 'hasTicket')))
      .mockResolvedValueOnce(jsonResponse(200, { id: 7, hasTicket: true }))
      .mockResolvedValueOnce(jsonResponse(200, state({ state: 'joined', seatsTaken: 13, seatsLeft: 17 })));
    renderBox({ selfDeclaredTickets: true });
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    await screen.findByRole('dialog', { name: 'Ticket' });
    await user.click(screen.getByLabelText(/I have a ticket/));
    expect(screen.queryByLabelText(/^Ticket code/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue signing up' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are signed up.'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/users/7');
    expect(sentBody(1)).toEqual({ hasTicket: true });
  });

  it('asks before leaving and leaves only when confirmed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, state({ state: 'none', seatsTaken: 11, seatsLeft: 19 })));
    renderBox({ state: 'joined' });
    await user.click(screen.getByRole('button', { name: 'Leave the seminar' }));
    const dialog = await screen.findByRole('alertdialog', {});
    expect(dialog.textContent).toContain('Leave the seminar? Your seat may go to someone else.');
    // Cancel keeps the seat and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('You are signed up.');

    await user.click(screen.getByRole('button', { name: 'Leave the seminar' }));
    const confirm = screen.getAllByRole('button', { name: 'Leave the seminar' }).at(-1);
    if (!confirm) throw new Error('No confirm button');
    await user.click(confirm);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are not signed up for this seminar.'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/event-leave');
    expect(sentBody()).toEqual({ event: 5, user: 7 });
    expect(screen.getByRole('button', { name: 'Join the seminar' })).toBeTruthy();
    // Focus is on the control that replaced the pressed one, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join the seminar' }));
  });

  it('moves focus to the new control after a join and after joining the queue', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, state({ state: 'joined', seatsTaken: 13, seatsLeft: 17 })));
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave the seminar' })));
    cleanup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, state({ state: 'waiting', position: 1, seatsTaken: 30, seatsLeft: 0 })));
    renderBox({ seatsTaken: 30, seatsLeft: 0 });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave the waiting list' })));
  });

  it('tells a guest on a full seminar that the waiting list is what they get, without repeating the seats in Czech', () => {
    renderBox({ user: null, seatsTaken: 20, seatsLeft: 0, max: 20 }, '/odborne-seminare/5/ai');
    expect(screen.getByText('Všech 20 míst je obsazeno')).toBeTruthy();
    expect(screen.queryByText(/Obsazeno/)).toBeNull();
    expect(screen.getByText(/zapíšeme vás do pořadníku/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přihlaste se a zapište se do pořadníku' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Do pořadníku bez účtu' })).toBeTruthy();
  });

  it('closes at the start: no new place, a seat can still be given up; once over, no action at all (decision 071)', () => {
    renderBox({ phase: 'started' });
    expect(screen.getByText('The seminar has started; sign-ups are closed.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderBox({ phase: 'started', user: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderBox({ phase: 'started', state: 'waiting', position: 2 });
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
    cleanup();
    renderBox({ phase: 'ended', state: 'joined' }, '/odborne-seminare/5/ai');
    expect(screen.getByText('Seminář už proběhl.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Jste přihlášeni na seminář.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a join refused because the seminar started meanwhile closes the box and focuses its status', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, refusal(409, 'Signup.started', 'event')));
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Join the seminar' }));
    await screen.findByText('The seminar has started; sign-ups are closed.', { selector: 'p' });
    expect(screen.getByRole('alert').textContent).toContain('The seminar has already started; sign-ups are closed.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
