import type { ReactNode } from 'react';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { feedHref, type FeedArea } from './calendar-feeds';
import { CalendarLink } from './calendar-link';
import { DOCUMENT, LineIcon } from './line-icon';

type Props = {
  area: FeedArea;
  title: string;
  lead: string;
  /** Short facts under the lead (date, venue). */
  facts?: ReactNode;
  /** The feed link's text, when not the area's whole programme. */
  feedLabel?: string;
  /** More links next to the feed (another view of the same programme). */
  actions?: ReactNode;
};

/** The head of a programme list page: where it is, what it is, its calendar feed and, for an area, its PDF (decision 039). */
export function ProgrammeHeader({ area, title, lead, facts, feedLabel, actions }: Props) {
  const t = useT();
  const locale = useLocale();
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: title }];
  return (
    <header className={`programme-header area-${area}`}>
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <h1 className="programme-title">{title}</h1>
        <p className="programme-lead">{lead}</p>
        {facts ? <div className="programme-facts">{facts}</div> : null}
        <div className="programme-feed">
          <CalendarLink href={feedHref(area, locale)} label={feedLabel ?? t('programme.feed')} />
          {area !== 'week' ? (
            // A plain link: the PDF is a resource route, which client-side navigation must not render.
            <a
              href={href('ProgrammePdf', { file: `${area}.pdf` }, locale)}
              className="button button-ghost button-small"
              type="application/pdf"
            >
              <LineIcon d={DOCUMENT} />
              <span>{t('programme.pdf')}</span>
            </a>
          ) : null}
          {actions}
          <p className="programme-feed-hint">{t('programme.feedHint')}</p>
        </div>
      </div>
    </header>
  );
}
