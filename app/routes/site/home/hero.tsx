import { Link } from '../../../components/ui/link';
import type { Homepage } from '../../../../core/site/get-homepage';
import type { SiteImage } from '../../../../core/site/site-image';
import { Image } from '../../../components/ui/image';
import { formatDate, formatDateRange, isoDateTime } from '../../../i18n/format-date';
import { href } from '../../../i18n/route-paths';
import { useLocale, useT } from '../../../i18n/use-t';
import { useTimeZone } from '../../../i18n/use-time-zone';
import { usePrefetch } from '../../../components/ui/use-prefetch';

type Props = {
  siteName: string;
  dates: Homepage['dates'];
  image: SiteImage | null;
  /** Tickets on sale now (the sales state, decision 082): else no 'Buy ticket'. */
  ticketsOnSale: boolean;
};

// home-hero.css: the picture is shown from 56rem, in the second of two columns (1.35fr 1fr, a
// 2rem gap) of the 72rem container with 1rem padding.
const HERO_SHOWN = '(min-width: 56rem)';
const HERO_SIZES = '(min-width: 72rem) 29rem, calc((100vw - 4rem) / 2.35)';

export function Hero({ siteName, dates, image, ticketsOnSale }: Props) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const tz = useTimeZone();
  const { mainDay, accompanying } = dates;

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="hero-kicker">{t('home.heroKicker')}</p>
          <h1 id="hero-title">{siteName}</h1>
          <p className="hero-lead">{t('home.heroLead')}</p>
          {mainDay || accompanying ? (
            <dl className="hero-dates">
              {mainDay ? (
                <div>
                  <dt>{t('home.mainDay')}</dt>
                  <dd>
                    <time dateTime={isoDateTime(mainDay)}>{formatDate(mainDay, locale, tz)}</time>
                  </dd>
                </div>
              ) : null}
              {accompanying ? (
                <div>
                  <dt>{t('home.accompanyingDays')}</dt>
                  <dd>{formatDateRange(accompanying.start, accompanying.end, locale, tz)}</dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <p className="hero-dates-soon">{t('home.datesSoon')}</p>
          )}
          <div className="hero-actions">
            {ticketsOnSale ? (
              <Link prefetch={prefetch} to={href('BuyTicket', {}, locale)} className="button button-large">
                {t('home.ctaTicket')}
              </Link>
            ) : null}
            <Link
              prefetch={prefetch}
              to={href('InteConferences', {}, locale)}
              className={ticketsOnSale ? 'button button-large button-secondary' : 'button button-large'}
            >
              {t('home.ctaProgramme')}
            </Link>
          </div>
        </div>
        {image ? (
          <div className="hero-media">
            <Image image={image} alt="" sizes={HERO_SIZES} loading="priority" media={HERO_SHOWN} />
          </div>
        ) : (
          <HeroArt />
        )}
      </div>
    </section>
  );
}

/** Decorative artwork until the admin sets a background image. */
function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <svg viewBox="0 0 320 320" focusable="false">
        <circle cx="160" cy="160" r="150" className="hero-art-ring" />
        <circle cx="160" cy="160" r="104" className="hero-art-ring" />
        <circle cx="160" cy="160" r="58" className="hero-art-core" />
        <circle cx="262" cy="88" r="16" className="hero-art-dot" />
        <circle cx="72" cy="236" r="10" className="hero-art-dot hero-art-dot-alt" />
        <circle cx="236" cy="252" r="6" className="hero-art-dot" />
      </svg>
    </div>
  );
}
