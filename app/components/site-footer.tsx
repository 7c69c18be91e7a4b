import { Link } from './ui/link';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { NewsletterForm } from './newsletter-form';
import { EditionSwitcher, type SwitcherEdition } from './edition-switcher';

type Props = { siteName: string; newsletterUrl: string | undefined; editions?: readonly SwitcherEdition[] };

/** The organiser footer with the newsletter sign-up (EMAIL posted to the mailing-list service). */
export function SiteFooter({ siteName, newsletterUrl, editions = [] }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <section aria-labelledby="footer-organiser">
          <h2 id="footer-organiser" className="footer-heading">
            {t('footer.organiserLabel')}
          </h2>
          <p className="footer-organiser">{t('footer.organiser')}</p>
          <p className="footer-about">{t('footer.about')}</p>
        </section>
        {newsletterUrl ? (
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="footer-heading">
              {t('footer.newsletterTitle')}
            </h2>
            <p>{t('footer.newsletterText')}</p>
            <NewsletterForm action={newsletterUrl} />
          </section>
        ) : null}
        <EditionSwitcher editions={editions} />
      </div>
      <div className="container site-footer-bottom">
        <p>
          {t('footer.copyright', { site: siteName })}
          {' · '}
          <Link to={href('Privacy', {}, locale)} className="footer-link">
            {t('footer.privacy')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
