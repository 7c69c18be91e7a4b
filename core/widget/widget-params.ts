import { PROGRAMME_AREAS, type ProgrammeArea } from '../programme/programme-areas';

export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export type WidgetLocale = 'cs' | 'en';

/** What an embedded programme lists: the events of an exhibitor, a hall or an area (all given must hold). */
export type WidgetParams = {
  exhibitor: number | null;
  hall: number | null;
  area: ProgrammeArea | null;
  lang: WidgetLocale;
  theme: WidgetTheme;
};

export type WidgetParamsResult = { ok: true; params: WidgetParams } | { ok: false; problem: string };

const ID = /^[1-9]\d{0,9}$/;

function id(value: string | null): number | null | undefined {
  if (value === null || value === '') return null;
  return ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/**
 * The widget's query (`?exhibitor=12&hall=3&area=seminars&lang=en&theme=dark`), as pasted on
 * someone else's site. A wrong id or area is refused, so a broken snippet is noticed rather
 * than silently listing something else; at least one of exhibitor, hall or area must be given
 * (the whole week is too long for a widget). Language and theme fall back to Czech and auto.
 */
export function parseWidgetParams(query: URLSearchParams): WidgetParamsResult {
  const exhibitor = id(query.get('exhibitor'));
  if (exhibitor === undefined) return { ok: false, problem: 'exhibitor' };
  const hall = id(query.get('hall'));
  if (hall === undefined) return { ok: false, problem: 'hall' };
  const areaText = query.get('area') || null;
  const area = areaText === null ? null : (PROGRAMME_AREAS.find((a) => a === areaText) ?? undefined);
  if (area === undefined) return { ok: false, problem: 'area' };
  if (exhibitor === null && hall === null && area === null) return { ok: false, problem: 'filter' };
  const lang = query.get('lang') === 'en' ? 'en' : 'cs';
  const themeText = query.get('theme');
  const theme = WIDGET_THEMES.find((t) => t === themeText) ?? 'auto';
  return { ok: true, params: { exhibitor, hall, area, lang, theme } };
}

/** The query of a widget, defaults left out, in a fixed order: the inverse of parseWidgetParams. */
export function widgetQuery(p: Partial<WidgetParams>): string {
  const q = new URLSearchParams();
  if (p.exhibitor) q.set('exhibitor', String(p.exhibitor));
  if (p.hall) q.set('hall', String(p.hall));
  if (p.area) q.set('area', p.area);
  if (p.lang === 'en') q.set('lang', 'en');
  if (p.theme && p.theme !== 'auto') q.set('theme', p.theme);
  return q.toString();
}

/** The two ways to put the widget on a page: our script (auto-resizing iframe) or a plain iframe. */
export function widgetSnippets(origin: string, p: WidgetParams): { script: string; iframe: string } {
  const attrs = [
    p.exhibitor ? ` data-exhibitor="${p.exhibitor}"` : '',
    p.hall ? ` data-hall="${p.hall}"` : '',
    p.area ? ` data-area="${p.area}"` : '',
    p.lang === 'en' ? ' data-lang="en"' : '',
    p.theme !== 'auto' ? ` data-theme="${p.theme}"` : '',
  ].join('');
  const title = p.lang === 'en' ? 'Programme' : 'Program';
  return {
    script: `<script src="${origin}/embed/programme.js"${attrs} async></script>`,
    iframe: `<iframe src="${origin}/embed/programme?${widgetQuery(p)}" title="${title}" style="width:100%;height:600px;border:0" loading="lazy"></iframe>`,
  };
}
