import { describe, expect, test } from 'vitest';
import { signupPhase, takesJoins, takesLeaves } from './signup-window';

const event = { start: new Date('2021-10-11T07:00:00Z'), end: new Date('2021-10-11T08:00:00Z') };
const at = (iso: string) => new Date(iso);

describe('signupPhase (decision 071)', () => {
  test('open before the start, started from the start, ended from the end', () => {
    expect(signupPhase(event, at('2021-10-11T06:59:59.999Z'))).toBe('open');
    expect(signupPhase(event, at('2021-10-11T07:00:00Z'))).toBe('started');
    expect(signupPhase(event, at('2021-10-11T07:59:59.999Z'))).toBe('started');
    expect(signupPhase(event, at('2021-10-11T08:00:00Z'))).toBe('ended');
  });

  test('joins close at the start, leaves at the end', () => {
    expect([takesJoins(event, at('2021-10-11T06:59:00Z')), takesLeaves(event, at('2021-10-11T06:59:00Z'))]).toEqual([true, true]);
    expect([takesJoins(event, at('2021-10-11T07:30:00Z')), takesLeaves(event, at('2021-10-11T07:30:00Z'))]).toEqual([
      false,
      true,
    ]);
    expect([takesJoins(event, at('2021-10-11T09:00:00Z')), takesLeaves(event, at('2021-10-11T09:00:00Z'))]).toEqual([
      false,
      false,
    ]);
  });
});
