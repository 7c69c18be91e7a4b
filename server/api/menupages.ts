import { Hono } from 'hono';
import { countMenuPages, findMenuPages } from '../../core/pages/find-menu-pages';
import { getMenuPage } from '../../core/pages/get-menu-page';
import { menuPageQuery, menuPageSchema } from '../../core/pages/menu-page-query';
import { menuInput } from '../../core/pages/page-input';
import { replaceMenu } from '../../core/pages/save-menu';
import { authorized } from '../../core/authorization/authorize';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { jsonBody } from './json-body';
import type { CollectionResource } from './resource';

export const menuPagesResource: CollectionResource = {
  kind: 'collection',
  path: '/menupages',
  title: 'Menu pages',
  description:
    'Side-menu entries of one locale (`_locale`, default `cs`) in position order. `page` is null when the entry links no page, or a page the viewer may not see; the menu shows only entries with a page.',
  query: menuPageQuery,
  schema: menuPageSchema,
  schemaName: 'MenuPage',
  operations: [
    {
      method: 'put',
      path: '/menupages',
      summary: "Replace one locale's side menu",
      description:
        '`locale` (`cs` or `en`) and `entries`, the whole menu of that locale in display order (at most 100): each `{page}` a page id, or null for an entry without a page (kept, not shown). The old entries are replaced in one transaction; positions are 1, 2, … in the order sent. Every page id must exist (400 `Entry.unknownReference` naming `entries`); drafts and pages of the other locale may be linked. Answers the menu as `GET /menupages?_locale={locale}&_publicationState=preview` answers an Admin. Admins only (401 without a session, 403 otherwise).',
      parameters: [],
      requestBody: menuInput,
      schema: menuPageSchema,
      schemaName: 'MenuPage',
      array: true,
      errors: [400, 401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .put('/', async (c) => {
        const viewer = authorized(c.var.user, 'pages.write');
        const input = await jsonBody(c, menuInput);
        await replaceMenu(deps.db, { viewer, input });
        const params = new URLSearchParams({ _locale: input.locale, _publicationState: 'preview', _limit: '-1' });
        return c.json(await findMenuPages(deps.db, { params, viewer: c.var.user, timezone: deps.config.timezone }));
      })
      .route('/', collectionRoutes(deps, { find: findMenuPages, count: countMenuPages, get: getMenuPage })),
};
