import { describe, expect, it } from 'vitest';
import { awaitsConfirmation, reconfirmWindow, releasable, shouldAsk } from './reconfirm-rules';

const start = new Date('2021-10-11T13:00:00+02:00');
const at = (time: string) => new Date(`2021-10-11T${time}:00+02:00`);
const seminar = (over: Partial<Parameters<typeof shouldAsk>[0]> = {}) => ({
  start,
  reconfirm_hours: 4,
  max_users: 10,
  reconfirm_asked_at: null,
  ...over,
});
const fullWithQueue = { taken: 10, waiting: 1 };

describe('the no-show control’s times', () => {
  it('asks N hours before the start and ends the confirming half-way to it', () => {
    expect(reconfirmWindow(seminar())).toEqual({ askFrom: at('09:00'), deadline: at('11:00') });
    expect(reconfirmWindow(seminar({ reconfirm_hours: 3 }))).toEqual({ askFrom: at('10:00'), deadline: at('11:30') });
  });

  it('never asks a seminar with the control off', () => {
    expect(reconfirmWindow(seminar({ reconfirm_hours: null }))).toBeNull();
    expect(shouldAsk(seminar({ reconfirm_hours: null }), fullWithQueue, at('10:00'))).toBe(false);
  });
});

describe('when to send the request', () => {
  it('asks a full seminar with someone waiting, from the request time until the deadline', () => {
    expect(shouldAsk(seminar(), fullWithQueue, at('08:59'))).toBe(false);
    expect(shouldAsk(seminar(), fullWithQueue, at('09:00'))).toBe(true);
    expect(shouldAsk(seminar(), fullWithQueue, at('10:59'))).toBe(true);
    expect(shouldAsk(seminar(), fullWithQueue, at('11:00'))).toBe(false);
  });

  it('asks nobody where a no-show costs nobody a seat: free seats, an empty queue, no limit', () => {
    expect(shouldAsk(seminar(), { taken: 9, waiting: 3 }, at('10:00'))).toBe(false);
    expect(shouldAsk(seminar(), { taken: 10, waiting: 0 }, at('10:00'))).toBe(false);
    expect(shouldAsk(seminar({ max_users: null }), fullWithQueue, at('10:00'))).toBe(false);
  });

  it('asks once', () => {
    expect(shouldAsk(seminar({ reconfirm_asked_at: at('09:00') }), fullWithQueue, at('10:00'))).toBe(false);
  });
});

describe('a seat asked about', () => {
  const asked = { reconfirm_by: at('11:00'), reconfirmed_at: null };
  it('awaits its confirmation until the deadline', () => {
    expect(awaitsConfirmation(asked, at('10:59'))).toBe(true);
    expect(awaitsConfirmation(asked, at('11:00'))).toBe(false);
    expect(awaitsConfirmation({ ...asked, reconfirmed_at: at('10:00') }, at('10:30'))).toBe(false);
    expect(awaitsConfirmation({ reconfirm_by: null, reconfirmed_at: null }, at('10:30'))).toBe(false);
  });

  it('is released at the deadline, unless confirmed, not asked, or the seminar has started', () => {
    expect(releasable(asked, { start }, at('10:59'))).toBe(false);
    expect(releasable(asked, { start }, at('11:00'))).toBe(true);
    expect(releasable({ ...asked, reconfirmed_at: at('10:00') }, { start }, at('11:00'))).toBe(false);
    expect(releasable({ reconfirm_by: null, reconfirmed_at: null }, { start }, at('11:00'))).toBe(false);
    expect(releasable(asked, { start }, at('13:00'))).toBe(false);
  });
});
