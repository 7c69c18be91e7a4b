import { describe, expect, it } from 'vitest';
import { clearSessionCookies, findSessionCookie, readSessionCookie, sessionCookie, setsSessionCookie } from './session-cookie';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, 30 days, Secure only under https', () => {
    expect(sessionCookie('abc.def', { secure: false })).toBe(
      'jwt_amphi=abc.def; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookie('abc', { secure: true })).toMatch(/; Secure$/);
    expect(clearSessionCookies({ secure: false })).toEqual(['jwt_amphi=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
  });

  it('is __Host-jwt_amphi over https: Secure, the whole site, no Domain (decision 090)', () => {
    expect(sessionCookie('abc', { secure: true, maxAgeSeconds: 60 })).toBe(
      '__Host-jwt_amphi=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
    );
    // Signing out over https removes both names, the one from before the prefix too.
    expect(clearSessionCookies({ secure: true }).map((c) => c.split('=')[0])).toEqual(['__Host-jwt_amphi', 'jwt_amphi']);
  });

  it('reads the token among other cookies, the __Host- name first, the old name still', () => {
    expect(readSessionCookie('theme=dark; jwt_amphi=a.b=c; i18n_redirected=en')).toBe('a.b=c');
    expect(findSessionCookie('jwt_amphi=old; __Host-jwt_amphi=new')).toEqual({ name: '__Host-jwt_amphi', token: 'new' });
    expect(findSessionCookie('jwt_amphi=old')).toEqual({ name: 'jwt_amphi', token: 'old' });
    expect(readSessionCookie('jwt_amphi=; theme=dark')).toBeUndefined();
    expect(readSessionCookie('theme=dark')).toBeUndefined();
    expect(readSessionCookie(null)).toBeUndefined();
  });

  it('tells a sign-in from a removal', () => {
    expect(setsSessionCookie(sessionCookie('t', { secure: true }))).toBe(true);
    expect(setsSessionCookie(sessionCookie('t', { secure: false }))).toBe(true);
    expect(clearSessionCookies({ secure: true }).some(setsSessionCookie)).toBe(false);
  });
});
