import { describe, expect, it } from 'vitest';
import { readSeatToken, seatTokenValid, signSeatToken } from './seat-token';

const SECRET = 'test-secret-test-secret-test-secret-42';
const askedAt = new Date('2021-10-11T09:00:00.123Z');
const seat = { eventId: 12, userId: 345, askedAt };

describe('seat confirmation tokens', () => {
  it('name the seat and carry a signature over it and the request', () => {
    const token = signSeatToken(seat, SECRET);
    expect(readSeatToken(token)).toMatchObject({ eventId: 12, userId: 345 });
    expect(seatTokenValid(token, askedAt, SECRET)).toBe(true);
  });

  it('confirm nothing else: another seat, another request, another server', () => {
    const token = signSeatToken(seat, SECRET);
    const [, , sig] = token.split('.');
    expect(seatTokenValid(`12.346.${sig}`, askedAt, SECRET)).toBe(false);
    expect(seatTokenValid(`13.345.${sig}`, askedAt, SECRET)).toBe(false);
    expect(seatTokenValid(token, new Date(askedAt.getTime() + 1), SECRET)).toBe(false);
    expect(seatTokenValid(token, askedAt, 'another-secret-another-secret-another')).toBe(false);
  });

  it('refuse what is not a token', () => {
    for (const text of ['', '12.345', '0.1.AAAAAAAAAAAAAAAAAAAAAA', '12.345.short', '99999999999.1.AAAAAAAAAAAAAAAAAAAAAA'])
      expect(readSeatToken(text)).toBeNull();
    expect(seatTokenValid('12.345.AAAAAAAAAAAAAAAAAAAAAA', askedAt, SECRET)).toBe(false);
  });
});
