/**
 * Every answer says what the browser may offer our pages (decision 090): the camera to our own
 * pages alone, the microphone, location, payment and device APIs to nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp } from './app';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

describe('Permissions-Policy', () => {
  it('is on pages, API answers, refusals, unknown paths, the widget and the health check', async () => {
    const app = createApp({
      ...t.deps,
      pages: async () => new Response('<!doctype html><title>x</title>', { headers: { 'Content-Type': 'text/html' } }),
    });
    const answers = [
      await app.request('/program'),
      await app.request('/api/locations'),
      await app.request('/api/users/me'),
      await app.request('/api/nothing-here'),
      await app.request('/uploads/missing.png'),
      await app.request('/embed/programme'),
      await app.request('/healthz'),
      await app.request('/api/auth/local', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }),
    ];
    for (const res of answers) {
      const policy = res.headers.get('Permissions-Policy') ?? '';
      expect(policy, `${res.url} ${res.status}`).toContain('camera=(self)');
      for (const denied of ['microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture'])
        expect(policy, `${res.url} ${denied}`).toContain(`${denied}=()`);
      // Chromium warns in the console about a feature it does not know (tests/e2e/clean-console.spec.ts).
      expect(policy).not.toContain('bluetooth');
      // The livestream players ask for these: left to the browser's defaults.
      expect(policy).not.toMatch(/fullscreen|autoplay|picture-in-picture/);
    }
  });
});
