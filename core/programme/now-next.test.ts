import { describe, expect, it } from 'vitest';
import { shownTimes } from '../halls/hall-delay';
import { hallNowNext, nextPhaseChange, sessionPhase, type NowNext } from './now-next';

const TZ = 'Europe/Prague';
/** 11 Oct 2021 (the main day) at a UTC time of day. */
const at = (utc: string) => `2021-10-11T${utc}:00.000Z`;
const dayEnd = '2021-10-11T22:00:00.000Z'; // midnight in Prague
const session = (name: string, start: string, end: string) => ({ name, start: at(start), end: at(end) });

describe('sessionPhase', () => {
  it('is running from the start, included, to the end, excluded', () => {
    const s = session('A', '08:00', '09:00');
    expect(sessionPhase(s, at('07:59'))).toBe('upcoming');
    expect(sessionPhase(s, at('08:00'))).toBe('running');
    expect(sessionPhase(s, at('08:59'))).toBe('running');
    expect(sessionPhase(s, at('09:00'))).toBe('ended');
  });

  it('follows a hall running late: the shifted session is still on after its scheduled end', () => {
    const stored = { start: new Date(at('08:00')), end: new Date(at('09:00')) };
    const late = shownTimes({ delayMinutes: 20, delaySetAt: new Date(at('07:30')) }, stored, TZ);
    expect(sessionPhase(stored, at('09:10'))).toBe('ended');
    expect(sessionPhase(late, at('09:10'))).toBe('running');
    expect(sessionPhase(late, at('09:20'))).toBe('ended');
  });
});

describe('nextPhaseChange', () => {
  const day = [session('A', '08:00', '09:00'), session('B', '09:15', '10:00')];

  it('is the nearest start or end ahead', () => {
    expect(nextPhaseChange(day, at('07:00'))).toBe(Date.parse(at('08:00')));
    expect(nextPhaseChange(day, at('08:30'))).toBe(Date.parse(at('09:00')));
    // At an edge, the next one: the timer never fires twice for the same moment.
    expect(nextPhaseChange(day, at('09:00'))).toBe(Date.parse(at('09:15')));
  });

  it('is null once everything is over', () => {
    expect(nextPhaseChange(day, at('10:00'))).toBeNull();
    expect(nextPhaseChange([], at('10:00'))).toBeNull();
  });
});

describe('hallNowNext', () => {
  const hall = [
    session('Ráno', '06:00', '07:00'),
    session('Teď', '08:00', '09:00'),
    session('Potom', '09:15', '10:00'),
    session('Večer', '16:00', '17:00'),
  ];
  const names = (n: NowNext<{ name: string }>) => ({
    now: n.now?.name ?? null,
    next: n.next?.name ?? null,
  });

  it('gives the running session and the one after it', () => {
    expect(names(hallNowNext(hall, at('08:30'), dayEnd))).toEqual({ now: 'Teď', next: 'Potom' });
  });

  it('in a gap has no now, only the next', () => {
    expect(names(hallNowNext(hall, at('09:00'), dayEnd))).toEqual({ now: null, next: 'Potom' });
    expect(names(hallNowNext(hall, at('12:00'), dayEnd))).toEqual({ now: null, next: 'Večer' });
  });

  it('has nothing after the day is over, and no next past the day end', () => {
    expect(names(hallNowNext(hall, at('17:00'), dayEnd))).toEqual({ now: null, next: null });
    const tomorrow = { name: 'Zítra', start: '2021-10-12T07:00:00.000Z', end: '2021-10-12T08:00:00.000Z' };
    expect(names(hallNowNext([...hall, tomorrow], at('16:30'), dayEnd))).toEqual({ now: 'Večer', next: null });
  });

  it('takes the shown times of a hall running late, whatever order the sessions come in', () => {
    // 30 minutes late since 07:30: Teď runs to 09:30, Potom starts 09:45.
    const delay = { delayMinutes: 30, delaySetAt: new Date(at('07:30')) };
    const shown = hall
      .map((s) => ({ name: s.name, ...shownTimes(delay, { start: new Date(s.start), end: new Date(s.end) }, TZ) }))
      .reverse();
    expect(names(hallNowNext(shown, at('09:20'), dayEnd))).toEqual({ now: 'Teď', next: 'Potom' });
    expect(names(hallNowNext(shown, at('09:30'), dayEnd))).toEqual({ now: null, next: 'Potom' });
    expect(names(hallNowNext(shown, at('09:50'), dayEnd))).toEqual({ now: 'Potom', next: 'Večer' });
  });

  it('with two sessions overlapping, the earlier start is now and the other is not next', () => {
    const overlap = [session('První', '08:00', '10:00'), session('Druhá', '08:30', '09:30'), session('Třetí', '11:00', '12:00')];
    const n = hallNowNext(overlap, at('09:00'), dayEnd);
    expect(n.now?.name).toBe('První');
    expect(n.next?.name).toBe('Třetí');
  });
});
