import { isRouteErrorResponse, useRouteError, type MetaDescriptor } from 'react-router';
import { ErrorContent } from '../../../components/error-content';
import type { Locale } from '../../../i18n/locale';
import { createT } from '../../../i18n/translate';

/**
 * The error page inside the screen's own route, so the site layout stays around it and the
 * route's meta still runs (with the error) and gives the page a title.
 */
export function RouteError() {
  return <ErrorContent error={useRouteError()} />;
}

/** Title for a screen that failed: "not found" for a 404, else "Error"; never indexed. */
export function errorMeta(error: unknown, locale: Locale): MetaDescriptor[] {
  const t = createT(locale);
  const title = isRouteErrorResponse(error) && error.status === 404 ? t('error.notFoundTitle') : t('error.title');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
