import { describe, expect, it } from 'vitest';
import { CONFERENCE_HALL_ID } from '../../db/schema';
import { hallAccess, type PassRights } from './livestream-access';
import { signPass, verifyPass, PASS_TTL_SECONDS } from './pass-cookie';

const SEMINAR_HALL = 1;
const passes: (PassRights | null)[] = [
  null,
  { conference: false, seminars: false },
  { conference: true, seminars: false },
  { conference: false, seminars: true },
  { conference: true, seminars: true },
];

describe('who may watch a hall', () => {
  it('decides every combination of ticket, staff, passphrase rights and hall (a ticket without a paid order)', () => {
    const table: string[] = [];
    for (const hall of [SEMINAR_HALL, CONFERENCE_HALL_ID])
      for (const ticketHolder of [false, true])
        for (const staff of [false, true])
          for (const pass of passes) {
            const rights = pass ? `${pass.conference ? 'C' : '-'}${pass.seminars ? 'S' : '-'}` : 'none';
            table.push(
              `${hall === CONFERENCE_HALL_ID ? 'conf' : 'sem'} ticket=${ticketHolder} staff=${staff} pass=${rights}: ${hallAccess(hall, { ticketHolder, paidTicket: false, staff, pass })}`,
            );
          }
    expect(table).toEqual([
      'sem ticket=false staff=false pass=none: locked',
      'sem ticket=false staff=false pass=--: insufficient',
      'sem ticket=false staff=false pass=C-: insufficient',
      'sem ticket=false staff=false pass=-S: granted',
      'sem ticket=false staff=false pass=CS: granted',
      ...passes.map(
        (p) => `sem ticket=false staff=true pass=${p ? `${p.conference ? 'C' : '-'}${p.seminars ? 'S' : '-'}` : 'none'}: granted`,
      ),
      ...passes.map(
        (p) => `sem ticket=true staff=false pass=${p ? `${p.conference ? 'C' : '-'}${p.seminars ? 'S' : '-'}` : 'none'}: granted`,
      ),
      ...passes.map(
        (p) => `sem ticket=true staff=true pass=${p ? `${p.conference ? 'C' : '-'}${p.seminars ? 'S' : '-'}` : 'none'}: granted`,
      ),
      // The conference hall: a ticket alone does not open it (spec 4), the conference right does.
      'conf ticket=false staff=false pass=none: locked',
      'conf ticket=false staff=false pass=--: insufficient',
      'conf ticket=false staff=false pass=C-: granted',
      'conf ticket=false staff=false pass=-S: insufficient',
      'conf ticket=false staff=false pass=CS: granted',
      ...passes.map(
        (p) =>
          `conf ticket=false staff=true pass=${p ? `${p.conference ? 'C' : '-'}${p.seminars ? 'S' : '-'}` : 'none'}: granted`,
      ),
      'conf ticket=true staff=false pass=none: locked',
      'conf ticket=true staff=false pass=--: insufficient',
      'conf ticket=true staff=false pass=C-: granted',
      'conf ticket=true staff=false pass=-S: insufficient',
      'conf ticket=true staff=false pass=CS: granted',
      ...passes.map(
        (p) => `conf ticket=true staff=true pass=${p ? `${p.conference ? 'C' : '-'}${p.seminars ? 'S' : '-'}` : 'none'}: granted`,
      ),
    ]);
  });
});

describe('a ticket of a paid order (decision 081)', () => {
  it('opens the conference hall without a passphrase, whatever passphrase is remembered', () => {
    for (const pass of passes)
      expect(hallAccess(CONFERENCE_HALL_ID, { ticketHolder: true, paidTicket: true, staff: false, pass })).toBe('granted');
  });

  it('opens the seminar halls as any ticket does', () => {
    expect(hallAccess(SEMINAR_HALL, { ticketHolder: true, paidTicket: true, staff: false, pass: null })).toBe('granted');
  });
});

describe('the remembered passphrase cookie', () => {
  const secret = 'x'.repeat(32);
  const now = new Date('2021-10-11T08:00:00Z');

  it('round-trips the code id until it expires', () => {
    const value = signPass(7, secret, now);
    expect(value).not.toContain('heslo');
    expect(verifyPass(value, secret, now)).toBe(7);
    expect(verifyPass(value, secret, new Date(now.getTime() + (PASS_TTL_SECONDS - 1) * 1000))).toBe(7);
    expect(verifyPass(value, secret, new Date(now.getTime() + PASS_TTL_SECONDS * 1000))).toBeNull();
  });

  it('refuses a forged, altered or foreign value', () => {
    const value = signPass(7, secret, now);
    expect(verifyPass(value.replace(/^7\./, '8.'), secret, now)).toBeNull();
    expect(verifyPass(value, 'y'.repeat(32), now)).toBeNull();
    expect(verifyPass(`${value}x`, secret, now)).toBeNull();
    for (const bad of [undefined, '', '7', 'a.b.c', '0.1.x']) expect(verifyPass(bad, secret, now)).toBeNull();
  });
});
