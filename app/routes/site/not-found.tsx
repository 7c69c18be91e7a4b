import { data } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/not-found';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { localeFromPath } from '../../i18n/locale';
import { useLocale, useT } from '../../i18n/use-t';

/** Catch-all of each locale: the page of the spec with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = createT(localeFromPath(location.pathname));
  return [{ title: t('error.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="container error-page" aria-labelledby="not-found-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('error.notFoundTitle')}</h1>
      <p className="error-message">{t('error.notFound')}</p>
      <p>
        <Link to={href('Home', {}, locale)} className="button">
          {t('error.backHome')}
        </Link>
      </p>
    </section>
  );
}
