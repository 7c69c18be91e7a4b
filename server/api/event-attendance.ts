import { Hono } from 'hono';
import { z } from 'zod';
import { attendeesCsv, attendeesCsvName } from '../../core/attendance/attendees-csv';
import { findAttendeeExport } from '../../core/attendance/find-attendee-export';
import { findAttendees } from '../../core/attendance/find-attendees';
import { markAttendance } from '../../core/attendance/mark-attendance';
import { badParam } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import type { AppDeps } from '../deps';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { Operation, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Event id',
};
const localeParam: ParamDoc = {
  name: '_locale',
  in: 'query',
  schema: { type: 'string', enum: ['cs', 'en'] },
  description: 'Language of the header row and the yes/no column; `cs` when absent.',
};

const markInput = z
  .object({
    user: z.number().int().positive().max(2147483647).describe('A user who joined the event'),
    present: z.boolean(),
    at: z.iso
      .datetime({ offset: true, message: 'Form.error.invalid' })
      .transform((v) => new Date(v))
      .optional()
      .describe(
        'When the mark was made, if not now (a check-in queue sent late). A mark older than the last one kept for this attendee changes nothing; a time in the future counts as now.',
      ),
  })
  .strict();
const markedSchema = z.object({
  id: z.number().int(),
  users_present: z.string().describe('Comma-joined ids of the present users, after this mark'),
  applied: z.boolean().describe('False when a newer mark of this attendee was kept already, so this one changed nothing'),
});
const attendeesSchema = z.object({
  event: z.object({ id: z.number().int(), name: z.string() }),
  attendees: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().describe('First and last name, else the username'),
      email: z.string(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      joinedAt: z.string().describe('When they signed up (ISO instant)'),
      present: z.boolean(),
    }),
  ),
});

const editors =
  "Admins, and the Organizers who edit the event's exhibitor; 401 without a session, 404 for a draft one may not see, 403 `Attendance.forbidden` otherwise.";

/** One presence mark and the attendee list as a file: the door-side work of a seminar's organiser. */
export const attendanceOperations: Operation[] = [
  {
    method: 'put',
    path: '/events/{id}/attendance',
    summary: 'Mark one attendee present or absent',
    description: `\`{user, present, at?}\`: adds the user to \`users_present\` or takes them off, and answers the new list. Only a user who joined the event (400 \`Attendance.notJoined\`). Marks from several devices at once are all kept, since each changes one id under a lock of the event (a whole-list \`PUT /events/{id}\` with \`users_present\` replaces the list). The newest mark of each attendee wins: a mark whose \`at\` is older than the last one kept answers \`applied: false\` and the list as it is (decision 025). ${editors}`,
    parameters: [idParam],
    requestBody: markInput,
    schema: markedSchema,
    schemaName: 'Attendance',
    errors: [400, 401, 403, 404],
  },
  {
    path: '/events/{id}/attendees',
    summary: 'The attendee list',
    description: `Who joined the event, in sign-up order, with contacts and the present mark: what the attendee table and the check-in view show. ${editors}`,
    parameters: [idParam],
    schema: attendeesSchema,
    schemaName: 'Attendees',
    errors: [400, 401, 403, 404],
  },
  {
    path: '/events/{id}/attendees.csv',
    summary: 'Download the attendee list',
    description: `A CSV file for Czech Excel (UTF-8 with a byte order mark, so Excel reads Czech names; semicolons; RFC 4180 quoting; CRLF rows; text cells starting with = + - @ made inert) named after the event's slug and day (\`{slug}-{yyyy-mm-dd}.csv\`): surname, first name, e-mail, phone, company, sign-up time in the event time zone, present, sorted by surname; then, after an empty row, a 'Čekací listina' / 'Waiting list' title row and the waiting list by surname with each one's queue position. ${editors}`,
    parameters: [idParam, localeParam],
    responseContentType: 'text/csv',
    errors: [400, 401, 403, 404],
  },
];

export function attendanceRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>()
    .put('/:id/attendance', async (c) => {
      const id = parseId(c.req.param('id'));
      const { user, present, at } = await jsonBody(c, markInput);
      const marked = await markAttendance(deps.db, { viewer: c.var.user, eventId: id, userId: user, present, at });
      return c.json({ id, ...marked });
    })
    .get('/:id/attendees', async (c) =>
      c.json(await findAttendees(deps.db, { viewer: c.var.user, eventId: parseId(c.req.param('id')) })),
    )
    .get('/:id/attendees.csv', async (c) => {
      const id = parseId(c.req.param('id'));
      const locale = c.req.query('_locale') ?? 'cs';
      if (locale !== 'cs' && locale !== 'en') throw badParam('Query.param.oneOf', '_locale', { allowed: 'cs, en' });
      const list = await findAttendeeExport(deps.db, { viewer: c.var.user, eventId: id });
      const csv = attendeesCsv(list, { locale, timezone: deps.config.timezone });
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${attendeesCsvName(list.event, deps.config.timezone)}"`,
      });
    });
}
