import { countMenuPages, findMenuPages } from '../../core/pages/find-menu-pages';
import { getMenuPage } from '../../core/pages/get-menu-page';
import { menuPageQuery, menuPageSchema } from '../../core/pages/menu-page-query';
import { collectionRoutes } from './collection-routes';
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
  routes: (deps) => collectionRoutes(deps, { find: findMenuPages, count: countMenuPages, get: getMenuPage }),
};
