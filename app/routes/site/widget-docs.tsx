import { useEffect, useRef, useState } from 'react';
import type { Route } from './+types/widget-docs';
import { PROGRAMME_AREAS } from '../../../core/programme/programme-areas';
import { findWidgetChoices } from '../../../core/widget/find-widget-choices';
import { parseWidgetParams, widgetQuery, widgetSnippets, type WidgetParams } from '../../../core/widget/widget-params';
import { appContext } from '../../context';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { FilterForm, FilterSelect } from '../../components/programme/filter-form';
import { useHydrated } from '../../components/ui/use-hydrated';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { siteOrigin } from '../../seo/site-origin';
import { routeMeta } from '../../seo/route-meta';
import programmeCss from '../../styles/programme.css?url';
import widgetCss from '../../styles/widget-docs.css?url';

const AREA_TITLE = {
  conference: 'conference.title',
  seminars: 'seminars.title',
  accompanying: 'accompanying.title',
  fair: 'fair.title',
} as const;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: programmeCss },
  { rel: 'stylesheet', href: widgetCss },
];

/**
 * How an exhibitor or partner embeds its events (decision 039): the choices in the URL
 * (`?exhibitor=12&lang=en`, the widget's own parameters), the snippets for them and a live
 * preview. Guests' data only, the same for everyone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const url = new URL(request.url);
  const parsed = parseWidgetParams(url.searchParams);
  const choices = await findWidgetChoices(db);
  const params: WidgetParams | null = parsed.ok ? parsed.params : null;
  return {
    origin: siteOrigin(config, request),
    exhibitors: choices.exhibitors,
    halls: choices.halls,
    params,
    // The choices as asked, even when they do not make a widget yet (nothing picked).
    asked: {
      exhibitor: url.searchParams.get('exhibitor') ?? '',
      hall: url.searchParams.get('hall') ?? '',
      area: url.searchParams.get('area') ?? '',
      lang: url.searchParams.get('lang') ?? '',
      theme: url.searchParams.get('theme') ?? '',
    },
    count: params ? choices.count(params) : null,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('widget.title'), description: t('widget.metaDescription') });
}

export default function WidgetDocs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { origin, exhibitors, halls, params, asked, count } = loaderData;
  const named = (list: { id: number; name: string; name_en: string | null }[]) =>
    list.map((n) => ({ value: String(n.id), label: localized(n.name, n.name_en, locale) }));
  const snippets = params ? widgetSnippets(origin, params) : null;

  return (
    <>
      <header className="programme-header">
        <div className="container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: t('widget.title') }]} />
          <h1 className="programme-title">{t('widget.title')}</h1>
          <p className="programme-lead">{t('widget.lead')}</p>
        </div>
      </header>
      <div className="container programme-body widget-docs">
        <h2>{t('widget.builderTitle')}</h2>
        <FilterForm
          active={Object.values(asked).some(Boolean)}
          summary={count === null ? t('widget.chooseFirst') : t('widget.count', { what: t('count.events', { count }) })}
        >
          <FilterSelect
            name="exhibitor"
            label={t('widget.exhibitor')}
            value={asked.exhibitor}
            options={named(exhibitors)}
            allLabel={t('widget.anyExhibitor')}
          />
          <FilterSelect
            name="hall"
            label={t('widget.hall')}
            value={asked.hall}
            options={named(halls)}
            allLabel={t('widget.anyHall')}
          />
          <FilterSelect
            name="area"
            label={t('widget.area')}
            value={asked.area}
            options={PROGRAMME_AREAS.map((a) => ({ value: a, label: t(AREA_TITLE[a]) }))}
            allLabel={t('widget.anyArea')}
          />
          <FilterSelect
            name="lang"
            label={t('widget.lang')}
            value={asked.lang === 'en' ? 'en' : ''}
            options={[{ value: 'en', label: t('widget.langEn') }]}
            allLabel={t('widget.langCs')}
          />
          <FilterSelect
            name="theme"
            label={t('widget.theme')}
            value={asked.theme === 'light' || asked.theme === 'dark' ? asked.theme : ''}
            options={[
              { value: 'light', label: t('widget.themeLight') },
              { value: 'dark', label: t('widget.themeDark') },
            ]}
            allLabel={t('widget.themeAuto')}
          />
        </FilterForm>

        {snippets && params ? (
          <div className="widget-output">
            <section aria-labelledby="widget-script">
              <h3 id="widget-script">{t('widget.scriptTitle')}</h3>
              <p>{t('widget.scriptHint')}</p>
              <Snippet code={snippets.script} />
            </section>
            <section aria-labelledby="widget-iframe">
              <h3 id="widget-iframe">{t('widget.iframeTitle')}</h3>
              <p>{t('widget.iframeHint')}</p>
              <Snippet code={snippets.iframe} />
            </section>
            <section aria-labelledby="widget-preview">
              <h3 id="widget-preview">{t('widget.previewTitle')}</h3>
              <Preview src={`/embed/programme?${widgetQuery(params)}`} title={t('widget.previewFrame')} />
            </section>
          </div>
        ) : null}

        <section aria-labelledby="widget-privacy" className="widget-privacy">
          <h2 id="widget-privacy">{t('widget.privacyTitle')}</h2>
          <p>{t('widget.privacy')}</p>
          <p>{t('widget.dataNote')}</p>
        </section>
      </div>
    </>
  );
}

/** A snippet to copy: selectable text, and a copy button once the page runs script. */
function Snippet({ code }: { code: string }) {
  const t = useT();
  const hydrated = useHydrated();
  // Which snippet was copied last: a changed snippet shows "Copy" again.
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const copied = copiedCode === code;
  const canCopy = hydrated && typeof navigator !== 'undefined' && !!navigator.clipboard;
  return (
    <div className="widget-snippet">
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
      {canCopy ? (
        <button
          type="button"
          className="button button-small"
          onClick={() => void navigator.clipboard.writeText(code).then(() => setCopiedCode(code))}
        >
          {copied ? t('widget.copied') : t('widget.copy')}
        </button>
      ) : null}
      <span className="visually-hidden" role="status">
        {copied ? t('widget.copied') : ''}
      </span>
    </div>
  );
}

/** The widget as a partner's page gets it, sized to the height it reports, like the script does. */
function Preview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; height?: unknown } | null;
      if (event.source !== frame.current?.contentWindow || data?.type !== 'innoweek-widget-height') return;
      if (typeof data.height === 'number' && data.height > 0) setHeight(Math.min(Math.ceil(data.height), 4000));
    };
    window.addEventListener('message', onMessage);
    // The frame may have reported its height before this page ran its script.
    frame.current?.contentWindow?.postMessage({ type: 'innoweek-widget-measure' }, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <iframe
      ref={frame}
      className="widget-preview"
      src={src}
      title={title}
      style={{ height }}
      onLoad={() => frame.current?.contentWindow?.postMessage({ type: 'innoweek-widget-measure' }, '*')}
    />
  );
}
