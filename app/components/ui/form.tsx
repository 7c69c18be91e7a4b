import { useContext, type FormHTMLAttributes, type Ref, type SubmitEvent } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_RouteContext as RouteContext,
  createPath,
  useLocation,
  useResolvedPath,
} from 'react-router';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & {
  method?: 'get' | 'post';
  /** Where it is sent; the page shown when left out (as a plain form does). */
  action?: string;
  preventScrollReset?: boolean;
  replace?: boolean;
  ref?: Ref<HTMLFormElement>;
};

/**
 * A form that is sent through the router, as React Router's `<Form>` is (decision 199): the
 * route's action or loader answers, the page stays, `useNavigation` shows the form's data
 * meanwhile. React Router's `Form` lives in `dom/lib.js` with its fetchers, 4 KiB gzipped on
 * every page that used any of it; this one is the part our pages use (a navigation, no
 * fetcher key, no `relative` or view transition). Without JavaScript it is the plain form.
 */
export function Form({ method = 'get', action, preventScrollReset, replace, onSubmit, ...rest }: Props) {
  const router = useContext(DataRouterContext)?.router;
  const match = useContext(RouteContext).matches.at(-1);
  const { search } = useLocation();
  const resolved = useResolvedPath(action ?? '.');
  // React Router's action attribute: a given one resolved against the route; without one the
  // page's path and query, `?index` for an index route, so the action goes to the route that
  // shows the form.
  let formAction = createPath(resolved);
  if (action === undefined || action === '.') {
    const query = new URLSearchParams(action === undefined ? search : resolved.search);
    const indexValues = query.getAll('index').filter(Boolean);
    query.delete('index');
    for (const value of indexValues) query.append('index', value);
    const kept = query.toString();
    const index = match?.route.index ? `index${kept ? '&' : ''}` : '';
    formAction = `${resolved.pathname}${index || kept ? `?${index}${kept}` : ''}`;
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    onSubmit?.(event);
    if (event.defaultPrevented || !router) return;
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = event.nativeEvent.submitter;
    const formMethod = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? method).toLowerCase();
    void router.navigate(submitter?.getAttribute('formaction') ?? form.getAttribute('action'), {
      formMethod: formMethod === 'post' ? 'post' : 'get',
      formData: new FormData(form, submitter),
      formEncType: form.enctype === 'multipart/form-data' ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
      preventScrollReset,
      replace,
      fromRouteId: match?.route.id,
    });
  }

  return (
    <form
      method={method}
      action={formAction}
      onSubmit={handleSubmit}
      {...rest}
      data-discover={/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(formAction) ? undefined : 'true'}
    />
  );
}
