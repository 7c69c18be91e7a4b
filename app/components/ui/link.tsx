import {
  useContext,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import {
  PrefetchPageLinks,
  UNSAFE_FrameworkContext as FrameworkContext,
  useHref,
  useLocation,
  useNavigate,
  useResolvedPath,
  type To,
} from 'react-router';

/**
 * The site's links, in place of React Router's `Link` and `NavLink` (decision 199): those live
 * in React Router's `dom/lib.js`, whose module body (`Link`, `NavLink`, `Form`, the fetchers,
 * `ScrollRestoration`) went with the first of them a page used, 4 KiB gzipped on every page.
 * The same markup (`href`, `data-discover` for route discovery), the same click (a plain left
 * click navigates in the page, anything else is the browser's), the same prefetch on intent
 * (`PrefetchPageLinks` after 100 ms of hover, focus or touch) and active state (`aria-current`,
 * which the styles read; not React Router's `active`/`pending` classes, which nothing read).
 * Only what our pages ask of them: no `state`, `reloadDocument`, `relative`, `mask`,
 * `viewTransition` or render-prop children.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  prefetch?: 'intent' | 'none';
  replace?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** `https:`, `mailto:`, `//host`: another document, which React Router's `Link` also leaves to the browser. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type IntentEvents = Pick<LinkProps, 'onFocus' | 'onBlur' | 'onMouseEnter' | 'onMouseLeave' | 'onTouchStart'>;

function compose<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: () => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

/** React Router's `prefetch="intent"`: the next page's modules and data once intent lasts 100 ms. */
function usePrefetchIntent(enabled: boolean, events: IntentEvents): [boolean, IntentEvents] {
  const [maybe, setMaybe] = useState(false);
  const [prefetch, setPrefetch] = useState(false);
  useEffect(() => {
    if (!maybe) return;
    const id = setTimeout(() => setPrefetch(true), 100);
    return () => clearTimeout(id);
  }, [maybe]);
  if (!enabled) return [false, {}];
  const start = () => setMaybe(true);
  const cancel = () => {
    setMaybe(false);
    setPrefetch(false);
  };
  return [
    prefetch,
    {
      onFocus: compose(events.onFocus, start),
      onBlur: compose(events.onBlur, cancel),
      onMouseEnter: compose(events.onMouseEnter, start),
      onMouseLeave: compose(events.onMouseLeave, cancel),
      onTouchStart: compose(events.onTouchStart, start),
    },
  ];
}

export function Link({ to, prefetch = 'none', replace, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const framework = useContext(FrameworkContext);
  const navigate = useNavigate();
  const location = useLocation();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const resolved = useHref(to);
  const href = external ? (to as string) : resolved;
  const [prefetching, intentEvents] = usePrefetchIntent(prefetch === 'intent' && !external && framework != null, rest);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || external) return;
    if (event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // As React Router's: a link to the page shown replaces its history entry.
    const here = location.pathname + location.search + location.hash;
    void navigate(to, { replace: replace ?? here === href, preventScrollReset });
  }

  const link = (
    <a
      {...rest}
      {...intentEvents}
      href={href}
      onClick={handleClick}
      target={target}
      data-discover={external ? undefined : 'true'}
    />
  );
  return prefetching ? (
    <>
      {link}
      <PrefetchPageLinks page={href} />
    </>
  ) : (
    link
  );
}

export type NavLinkProps = LinkProps & {
  /** Active only on this path itself, not below it. */
  end?: boolean;
};

/** A link that marks the page it leads to when shown (`aria-current="page"`). */
export function NavLink({ to, end = false, 'aria-current': current = 'page', ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const shown = useLocation().pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = shown === target || (!end && shown.startsWith(target) && shown.charAt(slashAt) === '/');
  return <Link {...rest} to={to} aria-current={active ? current : undefined} />;
}
