import { useRouteError } from 'react-router';
import { ErrorContent } from '../../../components/error-content';

/**
 * The error page inside the screen's own route, so the site layout stays around it and the
 * route's meta still runs (with the error) and gives the page a title (errorMeta).
 */
export function RouteError() {
  return <ErrorContent error={useRouteError()} />;
}
