import { describe, expect, it } from 'vitest';
import { clearToastCookie, readToastCookie, toastCookie } from './flash-toast';

const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!;

describe('flash toast cookie', () => {
  it('carries a known toast to the next request, with an id telling repeats apart', () => {
    const first = readToastCookie(`other=1; ${cookieHeader(toastCookie('loggedIn', { secure: false }))}`);
    const second = readToastCookie(cookieHeader(toastCookie('loggedIn', { secure: false })));
    expect(first).toMatchObject({ message: 'toast.loggedIn', tone: 'success' });
    expect(first!.id).not.toBe(second!.id);
    expect(readToastCookie(cookieHeader(toastCookie('Request.unauthorized', { secure: false })))).toMatchObject({
      tone: 'danger',
    });
  });

  it('ignores unknown keys and malformed values', () => {
    for (const header of [
      'iw_toast=hacked.abc',
      'iw_toast=loggedIn',
      'iw_toast=<script>.1',
      'iw_toast=toString.abc',
      'iw_toast=',
      '',
      null,
    ]) {
      expect(readToastCookie(header)).toBeNull();
    }
  });

  it('is short-lived, HttpOnly, Lax, Secure under https; clearing expires it', () => {
    expect(toastCookie('loggedOut', { secure: true })).toMatch(/Max-Age=60; HttpOnly; SameSite=Lax; Secure$/);
    expect(toastCookie('loggedOut', { secure: false })).not.toContain('Secure');
    expect(clearToastCookie({ secure: false })).toMatch(/^iw_toast=; Path=\/; Max-Age=0/);
  });
});
