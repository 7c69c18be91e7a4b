import { measureAssetSizes, OWN_CODE_JS_BUDGET_BYTES, PUBLIC_PAGE_JS_BUDGET_BYTES, type AssetSizes } from './asset-sizes';
import { httpGet } from './http-get';
import { resolvePublicPages, type PublicPage } from './public-pages';
import { formatTable } from './table';

export type PageWeight = PublicPage & {
  status: number;
  /** Null when the page did not answer HTML. */
  assets: AssetSizes | null;
  overBudget: boolean;
  /** The page's JavaScript less the framework floor, gzipped; null without a floor or HTML. */
  ownJsGzipBytes: number | null;
  overOwnBudget: boolean;
};

/** What the smallest React Router framework client weighs (bench/framework-floor.ts). */
export type FrameworkFloor = { bytes: number; gzipBytes: number };

const pageHeaders = {
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

/** The scripts and styles each public page (both languages) loads as a guest, gzipped. */
export async function measurePublicPages(origin: string, floor: FrameworkFloor | null): Promise<PageWeight[]> {
  const weighed = new Map();
  const weights: PageWeight[] = [];
  for (const page of await resolvePublicPages(origin)) {
    const res = await httpGet(origin + page.path, pageHeaders);
    const isHtml = res.status === 200 && /text\/html/.test(res.contentType ?? '');
    const assets = isHtml ? await measureAssetSizes(origin + page.path, res.body.toString('utf8'), weighed) : null;
    const ownJsGzipBytes = assets && floor ? assets.total.js.gzipBytes - floor.gzipBytes : null;
    weights.push({
      ...page,
      status: res.status,
      assets,
      overBudget: assets ? assets.total.js.servedBytes > PUBLIC_PAGE_JS_BUDGET_BYTES : false,
      ownJsGzipBytes,
      overOwnBudget: ownJsGzipBytes !== null && ownJsGzipBytes > OWN_CODE_JS_BUDGET_BYTES,
    });
  }
  return weights;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatPageWeights(weights: PageWeight[], floor: FrameworkFloor | null): string {
  const rows = weights.map((w) => [
    w.path,
    String(w.status),
    w.assets ? kib(w.assets.total.js.gzipBytes) : 'n/a',
    w.assets ? kib(w.assets.total.js.servedBytes) : 'n/a',
    w.ownJsGzipBytes === null ? 'n/a' : kib(w.ownJsGzipBytes),
    w.assets ? String(w.assets.assets.filter((a) => a.kind === 'js').length) : 'n/a',
    w.assets ? kib(w.assets.total.css.gzipBytes) : 'n/a',
    w.overBudget ? 'OVER' : w.assets ? 'ok' : 'n/a',
    w.overOwnBudget ? 'OVER' : w.ownJsGzipBytes === null ? 'n/a' : 'ok',
  ]);
  const over = weights.filter((w) => w.overBudget).length;
  const overOwn = weights.filter((w) => w.overOwnBudget).length;
  const broken = weights.flatMap((w) => (w.assets?.assets ?? []).filter((a) => a.status !== 200).map((a) => a.url));
  return [
    `JavaScript and CSS each public page loads (KiB gzipped, zlib default level; "served" is the JavaScript as a browser gets it, brotli, budget ${kib(PUBLIC_PAGE_JS_BUDGET_BYTES)} KiB;`,
    floor
      ? `"own" is the JavaScript less the framework floor of ${kib(floor.gzipBytes)} KiB, budget ${kib(OWN_CODE_JS_BUDGET_BYTES)} KiB, decisions 052 and 161):`
      : 'the framework floor could not be built, so "own" is not shown):',
    '',
    formatTable(['page', 'status', 'JS KiB', 'served KiB', 'own KiB', 'JS files', 'CSS KiB', 'budget', 'own budget'], rows),
    '',
    over > 0
      ? `${over} of ${weights.length} pages over the JavaScript budget as served.`
      : `All ${weights.length} pages within the JavaScript budget as served.`,
    ...(floor
      ? [
          overOwn > 0
            ? `${overOwn} of ${weights.length} pages over the budget for our own code.`
            : `All ${weights.length} pages within the budget for our own code.`,
        ]
      : []),
    ...(broken.length > 0 ? [`Not counted, answered non-200: ${[...new Set(broken)].join(', ')}`] : []),
  ].join('\n');
}
