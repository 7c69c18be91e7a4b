import { createHash } from 'node:crypto';
import { groupByDay } from '../../core/programme/programme-pdf-layout';
import type { ProgrammeItem } from '../../core/programme/programme-item';
import type { WidgetParams } from '../../core/widget/widget-params';
import { eventHref } from '../../app/i18n/event-href';

const texts = {
  cs: { title: 'Program', empty: 'Žádné akce k zobrazení.', by: 'Program', late: (n: number) => `Zpožděno o ${n} min` },
  en: { title: 'Programme', empty: 'No events to show.', by: 'Programme', late: (n: number) => `Running ${n} min late` },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Tells the embedding page (our script, /embed/programme.js) how tall the list is, so its
 * iframe fits without a scrollbar. Only a height leaves the frame; the one message it takes is a request to send it again.
 */
export const RESIZE_SCRIPT =
  "(function(){var last=0;function send(){var h=document.documentElement.scrollHeight;if(h!==last){last=h;parent.postMessage({type:'innoweek-widget-height',height:h},'*');}}" +
  "if(window.ResizeObserver)new ResizeObserver(send).observe(document.documentElement);addEventListener('load',send);" +
  // A page that starts listening late (our docs page, after hydration) asks again.
  "addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.type==='innoweek-widget-measure'){last=0;send();}});send();})();";

/** The CSP source that lets the page run the resize script and nothing else. */
export const RESIZE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(RESIZE_SCRIPT).digest('base64')}'`;

const STYLE = `
:root{color-scheme:light;--bg:#ffffff;--fg:#16161d;--muted:#555b66;--rule:#d8dce3;--link:#0b57a4}
.dark{color-scheme:dark;--bg:#16181d;--fg:#f1f2f4;--muted:#b3b8c2;--rule:#3a3f4a;--link:#8cc4ff}
@media (prefers-color-scheme:dark){.auto{color-scheme:dark;--bg:#16181d;--fg:#f1f2f4;--muted:#b3b8c2;--rule:#3a3f4a;--link:#8cc4ff}}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:12px 14px}
h2{font-size:1rem;margin:14px 0 6px;padding-bottom:4px;border-bottom:1px solid var(--rule)}
h2:first-child{margin-top:0}
ol{list-style:none;margin:0;padding:0}
li{display:grid;grid-template-columns:minmax(6.5em,auto) 1fr;gap:2px 12px;padding:6px 0}
@media (max-width:420px){li{grid-template-columns:1fr}}
.time{font-variant-numeric:tabular-nums;font-weight:600;white-space:nowrap}
a{color:var(--link);font-weight:600;text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
.meta{color:var(--muted);font-size:.875rem;margin:2px 0 0}
.late{font-size:.8125rem;font-weight:600}
footer{margin-top:12px;font-size:.8125rem;color:var(--muted)}
footer a{font-weight:400;color:var(--muted)}
`;

type PageOptions = { params: WidgetParams; items: ProgrammeItem[]; origin: string; siteName: string; timezone: string };

/**
 * The embedded programme as one self-contained HTML page (decision 039): no cookies, no
 * external requests, no script but the resize notice; links open our event pages in a new tab.
 */
export function renderWidgetPage({ params, items, origin, siteName, timezone }: PageOptions): string {
  const locale = params.lang;
  const t = texts[locale];
  const byId = new Map(items.map((i) => [i.id, i]));
  const days = groupByDay(
    items.map((i) => ({
      id: i.id,
      title: locale === 'en' && i.name_en ? i.name_en : i.name,
      start: new Date(i.start),
      end: new Date(i.end),
      place: [i.hall, i.location]
        .filter((p) => p !== null)
        .map((p) => (locale === 'en' && p.name_en ? p.name_en : p.name))
        .filter((p, n, all) => all.indexOf(p) === n)
        .join(', '),
      speakers: i.speakers.map((s) => s.name),
    })),
    timezone,
    locale,
  );
  const list = days
    .map((day) => {
      const events = day.events
        .map((e) => {
          const item = byId.get(e.id)!;
          const url = new URL(eventHref(item, locale), origin).toString();
          const meta = [e.place, e.speakers.join(', ')]
            .filter((x): x is string => Boolean(x))
            .map(escapeHtml)
            .join(' · ');
          const late = item.delay ? `<p class="meta late">${escapeHtml(t.late(item.delay.minutes))}</p>` : '';
          return (
            `<li><span class="time">${escapeHtml(e.time)}</span><div>` +
            `<a href="${escapeHtml(url)}" target="_blank" rel="noopener">${escapeHtml(e.title)}</a>` +
            (meta ? `<p class="meta">${meta}</p>` : '') +
            late +
            `</div></li>`
          );
        })
        .join('');
      return `<h2>${escapeHtml(day.heading)}</h2><ol>${events}</ol>`;
    })
    .join('');
  const home = new URL(locale === 'en' ? '/en/' : '/', origin).toString();
  return (
    `<!doctype html><html lang="${locale}" class="${params.theme}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(`${t.title} – ${siteName}`)}</title><style>${STYLE}</style></head><body><main>` +
    (list || `<p>${escapeHtml(t.empty)}</p>`) +
    `<footer><a href="${escapeHtml(home)}" target="_blank" rel="noopener">${escapeHtml(`${t.by}: ${siteName}`)}</a></footer>` +
    `</main><script>${RESIZE_SCRIPT}</script></body></html>`
  );
}
