import type { EntryContext } from 'react-router';

/**
 * The stylesheets `<Links />` will put in the page's head, as the value of a `Link` header
 * (`<href>; rel=preload; as=style`), or null when there are none. React writes the route
 * scripts' modulepreloads above the stylesheets, so without the header the browser asks for
 * some 20 scripts before the styles the first paint waits for (decision 049).
 *
 * The same routes and order as React Router's `<Links />`: the matched routes down to the
 * one whose error boundary renders, each route's imported CSS, then its `links()` stylesheets.
 */
export function stylesheetPreloads({ manifest, routeModules, staticHandlerContext }: EntryContext): string | null {
  const { matches, errors } = staticHandlerContext;
  const failed = errors ? matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const shown = failed >= 0 ? matches.slice(0, failed + 1) : matches;
  const hrefs = new Set<string>();
  for (const { route } of shown) {
    for (const href of manifest.routes[route.id]?.css ?? []) hrefs.add(href);
    for (const link of routeModules[route.id]?.links?.() ?? []) {
      if ('rel' in link && link.rel === 'stylesheet' && typeof link.href === 'string' && !link.media) hrefs.add(link.href);
    }
  }
  return hrefs.size > 0 ? [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ') : null;
}
