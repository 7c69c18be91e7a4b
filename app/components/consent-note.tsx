import { Link } from './ui/link';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';

const TERMS = '[[terms]]';
const PRIVACY = '[[privacy]]';

/**
 * The line under a form that accepts the terms and acknowledges the privacy notice by being
 * sent (registration, a quick sign-up, an order): both linked to the privacy page, whose
 * versions the server records with the consent (decision 154).
 */
export function ConsentNote() {
  const t = useT();
  const locale = useLocale();
  const page = href('Privacy', {}, locale);
  const text = t('consent.note', { terms: TERMS, privacy: PRIVACY });
  return (
    <p className="field-hint consent-note">
      {text.split(/(\[\[terms\]\]|\[\[privacy\]\])/).map((part, i) =>
        part === TERMS ? (
          <Link key={i} to={`${page}#terms`} className="text-link">
            {t('consent.terms')}
          </Link>
        ) : part === PRIVACY ? (
          <Link key={i} to={page} className="text-link">
            {t('consent.privacy')}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  );
}
