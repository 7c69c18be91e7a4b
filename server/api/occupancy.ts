import { Hono } from 'hono';
import { getOccupancy, occupancySchema } from '../../core/occupancy/get-occupancy';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';

export const occupancyResource: CustomResource = {
  kind: 'custom',
  path: '/occupancy',
  title: 'Live occupancy',
  description:
    'People in the halls and seminars against their seats, by the programme clock (decision 130). Admins and Organizers (401 without a session, 403 `Occupancy.forbidden` otherwise); an Organizer sees the sessions of the exhibitors they edit.',
  operations: [
    {
      path: '/occupancy',
      summary: 'Halls and seminars now',
      description:
        "Today's published sessions the viewer edits, not over yet, at their shown times: seat holders marked present (ticked on the attendance list or scanned at the seminar's door) against `max_users`, `full` once every seat's holder is in; per hall the figures of its session in progress; and the conference door's admitted tickets against the valid ones (the door admits to the conference, not to a hall).",
      parameters: [],
      schema: occupancySchema,
      schemaName: 'Occupancy',
      errors: [401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/', async (c) => {
      const occupancy = await getOccupancy(deps.db, {
        viewer: c.var.user ?? null,
        now: deps.clock(),
        timezone: deps.config.timezone,
      });
      // Marks and scans change it by the minute; it is one viewer's.
      c.header('Cache-Control', 'private, no-store');
      return c.json(occupancy);
    }),
};
