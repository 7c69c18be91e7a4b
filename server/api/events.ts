import { Hono } from 'hono';
import { z } from 'zod';
import { eventInput, eventUpdateInput } from '../../core/events/event-input';
import { eventQuery } from '../../core/events/event-query';
import { eventSchema } from '../../core/events/event-schema';
import { findEventsJson, getEventJson } from '../../core/events/event-json';
import { countEvents, findEvents } from '../../core/events/find-events';
import { findAdminEvents } from '../../core/events/find-admin-events';
import { findHallClashes } from '../../core/events/find-hall-clashes';
import { getEvent } from '../../core/events/get-event';
import { createEvent, deleteEvent, updateEvent } from '../../core/events/save-event';
import { parseId } from '../../core/query/parse-entry-params';
import { getWaitlist } from '../../core/signups/get-signup';
import { waitlistSchema } from '../../core/signups/signup-input';
import type { AppDeps } from '../deps';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { attendanceOperations, attendanceRoutes } from './event-attendance';
import { jsonBody } from './json-body';
import { editionParam, listParams, stateParams } from './openapi-params';
import { editionReadOptions, readOptions } from './read-options';
import type { CollectionResource, ParamDoc } from './resource';
import { signupMail } from './signup-mail';
import type { EditionRef } from '../../core/editions/current-edition';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Event id',
};
const typeParam: ParamDoc = {
  name: 'type',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Event type id: 1 seminar, 2 accompanying event, 3 conference panel, 4 fair',
};
const qParam: ParamDoc = {
  name: '_q',
  in: 'query',
  schema: { type: 'string', maxLength: 100 },
  description: 'Every word in the name (Czech or English), accents and case ignored.',
};
const adminListSchema = z.object({ data: z.array(eventSchema), total: z.number().int() });
const createdSchema = z.object({ data: eventSchema });
const deletedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cancelledSignups: z.number().int().describe('How many people signed up or waiting were sent the cancellation mail'),
});
const hallClashesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string().nullable(),
      eventtype: z.number().int(),
      slug: z.string(),
      start: z.string(),
      end: z.string(),
      published: z.boolean(),
      editable: z.boolean(),
    }),
  ),
  hidden: z.number().int(),
});
const clashParams: ParamDoc[] = [
  { name: 'hall', in: 'query', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Hall id' },
  { name: 'start', in: 'query', required: true, schema: { type: 'string', format: 'date-time' }, description: 'Start' },
  { name: 'end', in: 'query', required: true, schema: { type: 'string', format: 'date-time' }, description: 'End' },
  { name: 'exclude', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'The event being edited' },
];
const editors = 'Admins any event; Organizers the events of exhibitors they edit (401 without a session, 403 otherwise).';

export const eventsResource: CollectionResource = {
  kind: 'collection',
  path: '/events',
  title: 'Events',
  description:
    'The programme. Published events are seen by their audience (`access_control`, decision 027): `public` and `only_unregitered` (no sign-up) by everyone, `only_users` by signed-in users, `only_registred_users` by users holding a ticket, `private` by nobody else; their editors and the people signed up for them always see them, and a hidden event answers 404 like a missing one. With `_publicationState=preview` an Admin also sees drafts, and an Organizer the drafts of exhibitors they may edit. Joined users carry contact details and `users_present` is sent only to Admins and the editors of the event.',
  query: eventQuery,
  schema: eventSchema,
  schemaName: 'Event',
  operations: [
    {
      path: '/events/admin',
      summary: 'Events to manage',
      description: `The admin list: the events this viewer may edit, drafts included, with the list filters, \`_sort\`, \`_limit\`, \`_start\` and \`_q\`; wrapped in \`data\` with the \`total\` for the pagination. ${editors}`,
      parameters: [...listParams(eventQuery).filter((p) => p.name !== '_publicationState'), qParam, editionParam],
      schema: adminListSchema,
      schemaName: 'AdminEventList',
      errors: [400, 401, 403],
    },
    {
      path: '/events/hall-clashes',
      summary: 'Events overlapping a time in a hall',
      description: `For the event forms' warning (decision 062; saving is never refused for it): the events of \`hall\` whose times overlap \`start\`–\`end\` (touching ends do not), without \`exclude\`, drafts included, among the current edition's events or \`edition\`'s. Those the asker may read are listed (at most 20, by start); the others, another exhibitor's drafts, are only counted in \`hidden\`. Admins and Organizers (401 without a session, 403 otherwise).`,
      parameters: [...clashParams, editionParam],
      schema: hallClashesSchema,
      schemaName: 'HallClashes',
      errors: [400, 401, 403],
    },
    {
      method: 'post',
      path: '/events',
      summary: 'Create an event',
      description: `Name, event type, start and end are required; a seminar (type 1) also hall, exhibitor and max_users, an accompanying event (type 2) location and exhibitor; the end not before the start. Every referenced id must exist (400 naming the field), and \`image\` must be a picture, not a PDF (400 \`Entry.notAnImage\`). \`speakers\` in display order; rich text is sanitized. Answers the event (with drafts' view) in \`data\`. ${editors} An Organizer creates only for an exhibitor they edit.`,
      parameters: [editionParam],
      requestBody: eventInput,
      schema: createdSchema,
      schemaName: 'CreatedEvent',
      status: 201,
      errors: [400, 401, 403, 409],
    },
    {
      method: 'put',
      path: '/events/{id}',
      summary: 'Change an event',
      description: `Any of the create fields, and \`users_present\` (the whole attendance list: comma-joined ids of joined users only, 400 \`Attendance.notJoined\` otherwise); the result must still be complete. \`published_at\` publishes (an instant) or makes a draft (null). Moving an event to an exhibitor one does not edit is 403; a draft one may not see is 404. Seats a raised \`max_users\` frees go to the seminar's waiting list at once, with an e-mail each. ${editors}`,
      parameters: [idParam, editionParam],
      requestBody: eventUpdateInput,
      schema: eventSchema,
      schemaName: 'Event',
      errors: [400, 401, 403, 404, 409],
    },
    {
      path: '/events/{id}/waitlist',
      summary: 'Waiting list of a seminar',
      description: `The people waiting for a seat, in queue order (position 1 gets the next free seat), with their contacts, as the attendees are shown (decision 023). The event's editors only: Admins, and Organizers of its exhibitor (401 without a session, 403 \`Signup.waitlist.forbidden\` otherwise; a draft one may not see is 404).`,
      parameters: [idParam],
      schema: waitlistSchema,
      schemaName: 'Waitlist',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/events/{id}',
      summary: 'Delete an event',
      description: `With its links to speakers, embeds and files (those stay). Everyone signed up or on the waiting list gets the cancellation mail in the same transaction (decision 061). ${editors}`,
      parameters: [idParam, editionParam],
      schema: deletedSchema,
      schemaName: 'DeletedEvent',
      errors: [400, 401, 403, 404, 409],
    },
    {
      path: '/events/{type}/{id}',
      summary: 'One event of a type',
      description:
        "The event as `GET /events/{id}` answers it (the same visibility, `_publicationState` and `_locale`), when it is of event type `type`; an event of another type is 404, so a section's detail page never shows another section's event (admin-and-widgets.md 7).",
      parameters: [typeParam, idParam, ...stateParams],
      schema: eventSchema,
      schemaName: 'Event',
      errors: [400, 404],
    },
    ...attendanceOperations,
  ],
  routes: (deps) => {
    const preview = (c: { var: ApiEnv['Variables'] }, id: number, edition: EditionRef) =>
      getEvent(deps.db, {
        id,
        params: new URLSearchParams({ _publicationState: 'preview' }),
        viewer: c.var.user,
        timezone: deps.config.timezone,
        edition,
      });
    return (
      new Hono<ApiEnv>()
        // Before the collection's `/:id`, which would read "admin" as an id.
        .get('/admin', async (c) => c.json(await findAdminEvents(deps.db, await editionReadOptions(c, deps))))
        .get('/hall-clashes', async (c) => c.json(await findHallClashes(deps.db, readOptions(c, deps))))
        .post('/', async (c) => {
          const { edition } = await editionReadOptions(c, deps);
          const id = await createEvent(deps.db, {
            viewer: c.var.user,
            input: await jsonBody(c, eventInput),
            site: deps.site,
            edition,
          });
          return c.json({ data: await preview(c, id, edition) }, 201);
        })
        .put('/:id', async (c) => {
          const id = parseId(c.req.param('id'));
          const { edition } = await editionReadOptions(c, deps);
          await updateEvent(deps.db, {
            viewer: c.var.user,
            id,
            input: await jsonBody(c, eventUpdateInput),
            signupMail: signupMail(deps),
            clock: deps.clock,
            site: deps.site,
            edition,
          });
          return c.json(await preview(c, id, edition));
        })
        .get('/:id/waitlist', async (c) =>
          c.json(await getWaitlist(deps.db, { viewer: c.var.user, eventId: parseId(c.req.param('id')) })),
        )
        .delete('/:id', async (c) => {
          const id = parseId(c.req.param('id'));
          const { edition } = await editionReadOptions(c, deps);
          return c.json(await deleteEvent(deps.db, { viewer: c.var.user, id, signupMail: signupMail(deps), edition }));
        })
        .route('/', attendanceRoutes(deps))
        // Digits only: `/{id}/waitlist`, `/{id}/attendees` and the like are other routes.
        .get('/:type{[0-9]+}/:id{[0-9]+}', async (c) =>
          c.json(
            await getEvent(deps.db, {
              ...readOptions(c, deps),
              id: parseId(c.req.param('id')),
              eventtype: parseId(c.req.param('type'), 'type'),
            }),
          ),
        )
        .route('/', eventReads(deps))
    );
  },
};

const eventReads = (deps: AppDeps) =>
  collectionRoutes(deps, {
    find: findEvents,
    count: countEvents,
    get: getEvent,
    json: { find: findEventsJson, get: getEventJson },
  });
