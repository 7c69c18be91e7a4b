import { embedQuery, embedSchema } from '../../core/embeds/embed-query';
import { countEmbeds, findEmbeds } from '../../core/embeds/find-embeds';
import { getEmbed } from '../../core/embeds/get-embed';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const embedsResource: CollectionResource = {
  kind: 'collection',
  path: '/embeds',
  title: 'Embeds',
  description:
    'Video and chat sources attached to events. Published ones for everyone; with `_publicationState=preview` an Admin sees drafts, and an Organizer the drafts attached to events of exhibitors they may edit. Linked events: `GET /events?_where[embeds.id]={id}`.',
  query: embedQuery,
  schema: embedSchema,
  schemaName: 'Embed',
  routes: (deps) => collectionRoutes(deps, { find: findEmbeds, count: countEmbeds, get: getEmbed }),
};
