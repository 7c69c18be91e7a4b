import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext, classRenderContext, clientAddressContext, requestIdContext, type ClassRender } from '../app/context';
import { href } from '../app/i18n/route-paths';
import { createClassPages } from './class-pages';
import type { AppDeps } from './deps';
import { admitPages } from './page-admission';

/**
 * Renders a page or runs its action; the client's address is what rate limits count by, the
 * request id what the page's error lines carry (app/entry.server.tsx `handleError`).
 */
export type PageHandler = (
  request: Request,
  clientAddress?: string,
  requestId?: string,
  sent?: Promise<unknown>,
) => Promise<Response>;

/** The pages whose signed-in document is rendered once per visibility class (decision 200). */
export const CLASS_PAGE_PATHS: ReadonlySet<string> = new Set(
  (['cs', 'en'] as const).flatMap((locale) => {
    const path = href('Home', {}, locale);
    // `/en/` and `/en` are both the English home page.
    return path.length > 1 && path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
  }),
);

/**
 * The React Router SSR handler; loaders receive the app's deps through appContext. With
 * `atOnce`, at most that many pages are made and sent at once and the rest wait in the order
 * they came (decisions 179 and 191): a page holds its place until `sent` settles
 * (its answer has left), or only while it is made when the caller cannot tell. With the read
 * memo, a signed-in visitor's home page comes from their visibility class's document, filled in
 * with their own header and stars (decision 200): those answers take no place in the queue,
 * the class's render does.
 */
export function createPageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  deps: AppDeps,
  mode: string,
  opts: { atOnce?: number; classPaths?: ReadonlySet<string> } = {},
): PageHandler {
  const handle = createRequestHandler(build, mode);
  // The class renders' requests, made here: nothing a client sends can ask for one.
  const classRenders = new WeakMap<Request, ClassRender>();
  const render = (request: Request, clientAddress: string, requestId: string | undefined) => {
    const context = new RouterContextProvider();
    context.set(appContext, deps);
    context.set(clientAddressContext, clientAddress);
    if (requestId) context.set(requestIdContext, requestId);
    const classRender = classRenders.get(request);
    if (classRender) context.set(classRenderContext, classRender);
    return handle(request, context);
  };
  const pages: PageHandler = (request, clientAddress = 'unknown', requestId) => render(request, clientAddress, requestId);
  const admitted = opts.atOnce ? admitPages(opts.atOnce, pages) : pages;
  const { readMemo } = deps;
  // Development renders a fresh build on every request: nothing is kept across edits.
  if (!readMemo || mode !== 'production') return admitted;
  const classPages = createClassPages({
    db: deps.db,
    config: deps.config,
    memo: readMemo,
    paths: opts.classPaths ?? CLASS_PAGE_PATHS,
    render: (request, classRender) => {
      classRenders.set(request, classRender);
      return admitted(request, 'unknown');
    },
  });
  return async (request, clientAddress, requestId, sent) =>
    (await classPages.answer(request)) ?? admitted(request, clientAddress, requestId, sent);
}
