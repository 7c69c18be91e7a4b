import { countPages, findPages } from '../../core/pages/find-pages';
import { getPage } from '../../core/pages/get-page';
import { pageQuery, pageSchema } from '../../core/pages/page-query';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const pagesResource: CollectionResource = {
  kind: 'collection',
  path: '/pages',
  title: 'Pages',
  description:
    'Content pages of one locale (`_locale`, default `cs`, `all` for both). Published ones; drafts only for Admins with `_publicationState=preview`. By id, any locale.',
  query: pageQuery,
  schema: pageSchema,
  schemaName: 'Page',
  routes: (deps) => collectionRoutes(deps, { find: findPages, count: countPages, get: getPage }),
};
