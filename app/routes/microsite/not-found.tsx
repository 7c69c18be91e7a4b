import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { WallNotFound } from './wall-parts';

/** Any other address under /microsite: the wall's own 404, not the site's page with its header and footer. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = createT(localeFromPath(location.pathname));
  return [{ title: t('wall.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function MicrositeNotFound() {
  return <WallNotFound />;
}
