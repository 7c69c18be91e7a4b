import { describe, expect, it } from 'vitest';
import { loggedPath, routeLabel } from './request-log';

describe('the path a request log line keeps', () => {
  it.each([
    ['/api/check-ticket/tajne-heslo-2021', '/api/check-ticket/:passphrase', '/api/check-ticket/:passphrase'],
    ['/api/promocodes/check/INNO50', '/api/promocodes/check/:code', '/api/promocodes/check/:code'],
    ['/muj-program/sdileny/abcDEF123', 'page', '/muj-program/sdileny/:secret'],
    ['/en/my-programme/shared/abcDEF123', 'page', '/en/my-programme/shared/:secret'],
    ['/muj-program/kalendar/abcDEF123.ics', 'page', '/muj-program/kalendar/:secret'],
    ['/en/my-programme/calendar/abcDEF123.ics', 'page', '/en/my-programme/calendar/:secret'],
  ])('hides the secret in %s', (path, route, logged) => {
    expect(loggedPath(path, route)).toBe(logged);
  });

  it.each([
    ['/api/events/32', '/api/events/:id'],
    ['/api/check-ticket/player/1', '/api/check-ticket/player/:hall'],
    ['/muj-program', 'page'],
    ['/kalendar/akce/12.ics', 'page'],
    ['/odborne-seminare/1/strojove-uceni', 'page'],
  ])('keeps %s as it is', (path, route) => {
    expect(loggedPath(path, route)).toBe(path);
  });

  it('labels the server-rendered pages as one route', () => {
    expect(routeLabel('*')).toBe('page');
    expect(routeLabel('/api/events/:id')).toBe('/api/events/:id');
  });
});
