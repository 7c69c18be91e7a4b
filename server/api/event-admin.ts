import { Hono } from 'hono';
import { eventSchema } from '../../core/events/event-schema';
import { getAdminEvent } from '../../core/events/get-admin-event';
import { parseId } from '../../core/query/parse-entry-params';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';
import { editionParam } from './openapi-params';
import { editionReadOptions } from './read-options';

/** `GET /event-admin/{id}` (admin-and-widgets.md 7): the event detail the admin screens read, for its editors only. */
export const eventAdminResource: CustomResource = {
  kind: 'custom',
  path: '/event-admin',
  title: 'Events',
  description: 'One event as its editors see it.',
  operations: [
    {
      path: '/event-admin/{id}',
      summary: 'An event to manage',
      description:
        "The event with drafts' view (`GET /events/{id}?_publicationState=preview`): speakers in `speakers_order`, attendees with their contacts and `users_present`. For its editors only: Admins any event, Organizers the events of exhibitors they edit (401 without a session, 403 `Event.forbidden.edit` otherwise; a draft one may not see is 404).",
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Event id' },
        editionParam,
      ],
      schema: eventSchema,
      schemaName: 'Event',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/:id', async (c) => {
      const id = parseId(c.req.param('id'));
      const { edition } = await editionReadOptions(c, deps);
      return c.json(await getAdminEvent(deps.db, { viewer: c.var.user, id, timezone: deps.config.timezone, edition }));
    }),
};
