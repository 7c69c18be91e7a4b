import { describe, expect, it } from 'vitest';
import { clearSessionCookie, readSessionCookie, sessionCookie } from './session-cookie';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, 30 days, Secure only under https', () => {
    expect(sessionCookie('abc.def', { secure: false })).toBe(
      'jwt_amphi=abc.def; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookie('abc', { secure: true })).toMatch(/; Secure$/);
    expect(clearSessionCookie({ secure: false })).toContain('Max-Age=0');
  });
  it('reads the token among other cookies', () => {
    expect(readSessionCookie('theme=dark; jwt_amphi=a.b=c; i18n_redirected=en')).toBe('a.b=c');
    expect(readSessionCookie('theme=dark')).toBeUndefined();
    expect(readSessionCookie(null)).toBeUndefined();
  });
});
