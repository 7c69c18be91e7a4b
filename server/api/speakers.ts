import { countSpeakers, findSpeakers } from '../../core/speakers/find-speakers';
import { getSpeaker } from '../../core/speakers/get-speaker';
import { speakerQuery, speakerSchema } from '../../core/speakers/speaker-query';
import { collectionRoutes } from './collection-routes';
import type { CollectionResource } from './resource';

export const speakersResource: CollectionResource = {
  kind: 'collection',
  path: '/speakers',
  title: 'Speakers',
  description:
    "Published speakers; with `_publicationState=preview` an Admin also sees drafts, and a user listed in a speaker's users_can_edit sees that draft. `users_can_edit` is sent to Admins only; filtering on it is for Admins or for a user asking for their own id.",
  query: speakerQuery,
  schema: speakerSchema,
  schemaName: 'Speaker',
  routes: (deps) => collectionRoutes(deps, { find: findSpeakers, count: countSpeakers, get: getSpeaker }),
};
