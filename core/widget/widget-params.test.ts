import { describe, expect, it } from 'vitest';
import { parseWidgetParams, widgetQuery, widgetSnippets } from './widget-params';

const parse = (query: string) => parseWidgetParams(new URLSearchParams(query));

describe('parseWidgetParams', () => {
  it('reads an exhibitor, a hall and an area with language and theme', () => {
    expect(parse('exhibitor=12&hall=3&area=seminars&lang=en&theme=dark')).toEqual({
      ok: true,
      params: { exhibitor: 12, hall: 3, area: 'seminars', lang: 'en', theme: 'dark' },
    });
  });

  it('falls back to Czech and the automatic theme', () => {
    expect(parse('area=fair&lang=de&theme=pink')).toEqual({
      ok: true,
      params: { exhibitor: null, hall: null, area: 'fair', lang: 'cs', theme: 'auto' },
    });
  });

  it('treats empty values as not given', () => {
    expect(parse('exhibitor=&hall=5&area=')).toMatchObject({ ok: true, params: { exhibitor: null, hall: 5, area: null } });
  });

  it.each([
    ['exhibitor=abc', 'exhibitor'],
    ['exhibitor=0', 'exhibitor'],
    ['exhibitor=-4', 'exhibitor'],
    ['exhibitor=1e3', 'exhibitor'],
    ['exhibitor=99999999999', 'exhibitor'],
    ['hall=2.5', 'hall'],
    ['area=workshops', 'area'],
    ['lang=en', 'filter'],
    ['', 'filter'],
  ])('refuses %s (%s)', (query, problem) => {
    expect(parse(query)).toEqual({ ok: false, problem });
  });
});

describe('widgetQuery', () => {
  it('leaves defaults out and round-trips through the parser', () => {
    const params = { exhibitor: 7, hall: null, area: 'accompanying', lang: 'en', theme: 'light' } as const;
    const query = widgetQuery(params);
    expect(query).toBe('exhibitor=7&area=accompanying&lang=en&theme=light');
    expect(parse(query)).toEqual({ ok: true, params });
    expect(widgetQuery({ hall: 2, lang: 'cs', theme: 'auto' })).toBe('hall=2');
  });
});

describe('widgetSnippets', () => {
  it('writes the script tag with data attributes and the iframe with the same query', () => {
    const s = widgetSnippets('https://example.test', { exhibitor: 4, hall: null, area: null, lang: 'en', theme: 'dark' });
    expect(s.script).toBe(
      '<script src="https://example.test/embed/programme.js" data-exhibitor="4" data-lang="en" data-theme="dark" async></script>',
    );
    expect(s.iframe).toContain('src="https://example.test/embed/programme?exhibitor=4&lang=en&theme=dark"');
    expect(s.iframe).toContain('title="Programme"');
  });
});
