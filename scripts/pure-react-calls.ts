import type { Plugin } from 'vite';

/** React Router's own modules, as its production build ships them. */
const REACT_ROUTER_LIB = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/].*\.js$/;

/**
 * A module-level constant made by one of React's factories, which have no side effects:
 * `const Link = React$1.forwardRef(...)`, `React$1.createContext(...)`, `React$1.memo(...)`.
 */
const FACTORY_CALL = /^((?:const|let|var) [\w$]+ = )(React\$1\.(?:forwardRef|createContext|memo)\()/gm;

/** `dom/lib.js`, whose components none of ours renders (decision 199): React Router's own links and forms. */
const REACT_ROUTER_DOM_LIB = /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/;

/** The names those components are given for React's developer tools, a module-level statement each. */
const DOM_LIB_DISPLAY_NAME = /^(?:HistoryRouter|Link|NavLink|Form|ScrollRestoration)\.displayName = "[\w.]+";$/gm;

/**
 * Marks React Router's module-level `forwardRef`, `createContext` and `memo` calls as pure
 * (decision 204), and drops the developer tools' names of `dom/lib.js`'s components. Its build
 * does neither, so the bundler must keep each such constant, used or not, with whatever it
 * reaches: `dom/lib.js`'s `Link`, `NavLink` and `Form`, which nothing of ours renders (decision
 * 199; the admin screens load that module for `useSearchParams`), kept React Router's
 * prefetching, link and form helpers in the site's shell for every page. Marked, an unused one is
 * dropped like any unused function; a used one is kept as it is, so nothing that runs changes.
 */
export function pureReactCalls(): Plugin {
  return {
    name: 'innoweek:pure-react-calls',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: REACT_ROUTER_LIB },
      handler(code, id) {
        if (!REACT_ROUTER_LIB.test(id)) return null;
        let marked = code.replace(FACTORY_CALL, '$1/* @__PURE__ */ $2');
        if (REACT_ROUTER_DOM_LIB.test(id)) marked = marked.replace(DOM_LIB_DISPLAY_NAME, '');
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
