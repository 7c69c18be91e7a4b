import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ErrorContent, preloadErrorPage } from './error-content';
import { describeError } from './error-page';

const routeError = (status: number, statusText: string, data: unknown = null) => ({ status, statusText, internal: false, data });

function render(error: unknown, path: string) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <ErrorContent error={error} />
    </MemoryRouter>,
  );
}

describe('describeError', () => {
  it("gives both 404 texts of the spec ('This page could not be found', 'Ah snap!…') in the page language", () => {
    expect(describeError(routeError(404, 'Not Found'), 'en')).toEqual({
      status: 404,
      title: 'This page could not be found',
      message: "Ah snap! We didn't find this page. In computer language, this is error 404.",
    });
    expect(describeError(routeError(404, 'Not Found'), 'cs').message).toContain('chyba 404');
    expect(describeError(routeError(404, 'Not Found'), 'cs').title).toBe('Tuto stránku se nepodařilo najít');
  });

  it("shows the error's own message, else words in the page language, never HTTP's English reason phrase", () => {
    expect(describeError(routeError(403, 'Forbidden', 'Only organisers may edit this event'), 'en').message).toBe(
      'Only organisers may edit this event',
    );
    expect(describeError(routeError(409, 'Conflict', { message: 'Seminar is full' }), 'en').message).toBe('Seminar is full');
    expect(describeError(routeError(403, 'Internal Server Error'), 'cs')).toEqual({
      status: 403,
      title: 'Sem nemáte přístup',
      message: 'Tuto stránku mohou otevřít jen ti, kdo ji smějí spravovat. Pokud ji potřebujete, obraťte se na organizátory.',
    });
    expect(describeError(routeError(403, 'Forbidden'), 'en').title).toBe('No access');
    expect(describeError(routeError(400, 'Bad Request'), 'en').message).toBe(
      'We did not understand this request. Please check the page address.',
    );
    expect(describeError(routeError(503, 'Service Unavailable'), 'en').message).toBe('Error');
    expect(describeError(routeError(500, ''), 'en').message).toBe('Error');
    expect(describeError('something odd', 'cs')).toEqual({ status: 500, title: 'Chyba', message: 'Chyba' });
  });
});

describe('ErrorContent', () => {
  // As the server does before its first page (entry.server.tsx).
  beforeAll(async () => {
    await preloadErrorPage();
  });

  it('links home for a 404, in the page language', () => {
    const html = render(routeError(404, 'Not Found'), '/en/missing');
    expect(html).toContain('Back to the home page');
    expect(html).toContain('href="/en/"');
  });

  it('has no home button for other errors', () => {
    expect(render(routeError(500, 'Internal'), '/x')).not.toContain('Zpět na úvodní stránku');
  });

  it('falls back to a plain page when the error cannot be described', () => {
    const hostile = {
      get status(): number {
        throw new Error('broken error object');
      },
    };
    const html = render(hostile, '/en/x');
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('href="/en/"');
  });
});
