import type { SiteSetting } from '../../../core/site/get-site-setting';
import { WALL_VARIANTS } from '../../../core/mediawall/wall-state';
import { Image, sizesAtHeight } from '../../components/ui/image';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import '../../styles/mediawall.css';

/** A link the wall shows as a QR code (decision 106): the address, and its code as an image's data address. */
export type WallLink = { url: string; qr: string };

/** The event's logo as uploaded by an Admin, else the site's mark with its name (as the site header). */
export function WallBrand({ setting }: { setting: SiteSetting }) {
  const locale = useLocale();
  const name = localized(setting.name, setting.name_en, locale);
  return (
    <p className="wall-brand">
      {setting.logo ? (
        <Image image={setting.logo} alt={name} sizes={sizesAtHeight(setting.logo, 4)} loading="eager" className="wall-logo" />
      ) : (
        <>
          <img src="/favicon.svg" alt="" width={40} height={40} className="wall-mark" />
          <span className="wall-brand-name">{name}</span>
        </>
      )}
    </p>
  );
}

/**
 * A link as a QR code on a white tile a phone camera reads from a few metres, with what it
 * opens and the address itself (without https://) for those who type it.
 */
export function WallQr({ link, label }: { link: WallLink; label: string }) {
  const t = useT();
  const shown = link.url.replace(/^https?:\/\//, '');
  return (
    <figure className="wall-qr">
      <img src={link.qr} alt={t('wall.qrAlt', { url: shown })} className="wall-qr-code" />
      <figcaption>
        <span className="wall-qr-label">{label}</span>
        <span className="wall-qr-url">{shown}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The wall's 404: an unknown variant or any other address under /microsite says so on the
 * wall's own dark screen, in the address's language, without the site's header and footer,
 * and names the walls that exist.
 */
export function WallNotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <main className="wall wall-not-found">
      <section className="wall-message" aria-labelledby="wall-not-found-title">
        <p className="wall-message-code" aria-hidden="true">
          404
        </p>
        <h1 id="wall-not-found-title">{t('wall.notFoundTitle')}</h1>
        <p>{t('wall.notFound')}</p>
        <ul className="wall-variants">
          {Object.entries(WALL_VARIANTS).map(([variant, halls]) => (
            <li key={variant}>
              <a href={href('Mediawall', { variant }, locale)}>{href('Mediawall', { variant }, locale)}</a>{' '}
              <span>{t('wall.variantHalls', { first: halls[0], second: halls[1] })}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
