import { Hono } from 'hono';
import { getSiteSetting } from '../../core/site/get-site-setting';
import { findWidgetEvents } from '../../core/widget/find-widget-events';
import { parseWidgetParams } from '../../core/widget/widget-params';
import type { AppDeps } from '../deps';
import { RESIZE_SCRIPT_HASH, renderWidgetPage } from './widget-page';
import { WIDGET_SCRIPT } from './widget-script';

/**
 * The only page another site may frame: no script but the resize notice, no requests out, no
 * forms, nothing of ours to click-jack (it has no actions). Every other page keeps
 * X-Frame-Options: SAMEORIGIN (server/app.ts).
 */
export const WIDGET_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src ${RESIZE_SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** The embeddable programme (decision 039): /embed/programme (iframe) and /embed/programme.js (the script that inserts it). */
export function createEmbed({ db, config }: Pick<AppDeps, 'db' | 'config'>): Hono {
  const embed = new Hono();

  embed.get('/programme.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    // Public and the same for everyone: a page may load it with crossorigin or as a module.
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(WIDGET_SCRIPT);
  });

  embed.get('/programme', async (c) => {
    const parsed = parseWidgetParams(new URL(c.req.url).searchParams);
    c.header('Content-Security-Policy', WIDGET_PAGE_CSP);
    if (!parsed.ok) return c.text(`Bad widget parameter: ${parsed.problem}`, 400);
    const { params } = parsed;
    const [items, setting] = await Promise.all([findWidgetEvents(db, { params, timezone: config.timezone }), getSiteSetting(db)]);
    const origin = config.publicUrl ?? new URL(c.req.url).origin;
    const siteName = params.lang === 'en' && setting.name_en ? setting.name_en : setting.name;
    c.header('Cache-Control', 'public, max-age=60');
    return c.html(renderWidgetPage({ params, items, origin, siteName, timezone: config.timezone }));
  });

  return embed;
}
