import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, wrapped around every dynamic `import()`. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper for what this site needs, in every page's shell (decision 204): while a
 * script loaded on demand comes, the scripts it imports are asked for beside it
 * (`<link rel="modulepreload">`) and its stylesheets are added and awaited, each once a page; a
 * file that does not load, or the import itself failing, is told by a cancelable
 * `vite:preloadError` event whose `payload` is the error (chunk-reload.ts reloads the page after a
 * deploy), thrown on unless a listener prevents it. Vite's own (3.2 KB) does the same, and also
 * what this site does not use: a relative base, a `csp-nonce` meta tag, browsers without
 * `import.meta.resolve` or modulepreload.
 */
function helperCode(base: string): string {
  return `const seen = {};
function failed(error) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
export function __vitePreload(load, deps) {
  let present;
  const waits = (deps || []).map((dep) => {
    const url = new URL(${JSON.stringify(base)} + dep, import.meta.url);
    const href = url.href;
    if (href in seen) return seen[href];
    const css = url.pathname.endsWith('.css');
    present ??= [...document.getElementsByTagName('link')];
    if (present.some((link) => link.href === href && (!css || link.rel === 'stylesheet'))) return (seen[href] = undefined);
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    if (!css) link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    if (!css) return (seen[href] = undefined);
    return (seen[href] = new Promise((resolve, reject) => {
      link.addEventListener('load', resolve);
      link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)));
    }).then(
      () => { seen[href] = undefined; },
      (error) => { seen[href] = undefined; throw error; },
    ));
  });
  return Promise.all(waits.map((wait) => Promise.resolve(wait).then(() => null, (reason) => ({ reason })))).then((results) => {
    for (const result of results) if (result) failed(result.reason);
    return load().catch(failed);
  });
}
`;
}

/** Replaces the code of Vite's preload helper module in the client build with `helperCode`. */
export function preloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'innoweek:preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === PRELOAD_HELPER_ID ? helperCode(base) : null),
    },
  };
}
