import { useLocation } from 'react-router';
import { Link } from './ui/link';
import { serializeLocaleCookie } from '../i18n/locale-cookie';
import { alternatePath } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';

/** Link to the same page in the other language; choosing it is remembered in the locale cookie. */
export function LocaleSwitch() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target = locale === 'cs' ? 'en' : 'cs';

  return (
    <Link
      to={alternatePath(pathname, target) + search}
      className="locale-switch"
      lang={target}
      hrefLang={target}
      title={t('locale.switchLabel')}
      onClick={() => {
        document.cookie = serializeLocaleCookie(target);
      }}
    >
      {target.toUpperCase()} <span className="locale-switch-name">{t('locale.switch')}</span>
    </Link>
  );
}
