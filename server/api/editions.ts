import { Hono } from 'hono';
import { z } from 'zod';
import { authorized } from '../../core/authorization/authorize';
import { createEdition } from '../../core/editions/create-edition';
import { createEditionInput, editionSchema, updateEditionInput } from '../../core/editions/edition-input';
import { findEditionList } from '../../core/editions/find-edition-list';
import { getEditionRow } from '../../core/editions/get-edition';
import { makeEditionCurrent } from '../../core/editions/make-edition-current';
import { updateEdition } from '../../core/editions/update-edition';
import { presentEdition } from '../../core/editions/edition-input';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource } from './resource';

const admins = 'Admins only (401 without a session, 403 `Edition.forbidden` otherwise).';
const year = {
  name: 'year',
  in: 'path' as const,
  required: true,
  schema: { type: 'integer', minimum: 2000, maximum: 2999 },
  description: 'The edition’s year',
};
const yearOf = (raw: string) => (/^\d{4}$/.test(raw) ? Number(raw) : Number.NaN);

export const editionsResource: CustomResource = {
  kind: 'custom',
  path: '/editions',
  title: 'Editions',
  description:
    'The years of the innovation week (decision 146): one is `current` (the public site shows and sells it), the others `draft` (being prepared) or `archived`. A new edition is made from the previous one (decision 165); the admin lists of events, orders, promo codes, access codes and the ticket waiting list take `?edition=<year>`.',
  operations: [
    {
      path: '/editions',
      summary: 'Every edition',
      description: `The newest year first, with the state and the retention periods in months. ${admins}`,
      parameters: [],
      schema: z.object({ data: z.array(editionSchema) }),
      schemaName: 'Editions',
      errors: [401, 403],
    },
    {
      path: '/editions/{year}',
      summary: 'One edition',
      description: `404 \`Edition.notFound\` for a year without an edition. ${admins}`,
      parameters: [year],
      schema: z.object({ data: editionSchema }),
      schemaName: 'Edition',
      errors: [401, 403, 404],
    },
    {
      method: 'post',
      path: '/editions',
      summary: 'Create an edition from the previous one',
      description: `A draft edition for \`year\`, made from the newest edition of an earlier year (400 \`Edition.noPrevious\` without one): its ticket settings with the sales window moved by the days between the main days, its retention periods (unless sent), its patrons order and its partner logos are copied; with \`copyProgramme\` its events too, unpublished, moved the same way, with their speakers. Orders, tickets, sign-ups, stars, promo codes, access codes and the ticket waiting list are never copied. A year that has an edition is 409 \`Edition.yearTaken\`; a main day outside the programme's days 400 \`Edition.dates\`. Answers \`copied\`: whether the settings were copied, how many events and how many partners. ${admins}`,
      parameters: [],
      requestBody: createEditionInput,
      schema: z.object({
        data: editionSchema,
        copied: z.object({ ticketSettings: z.boolean(), events: z.number().int(), partners: z.number().int() }),
      }),
      schemaName: 'EditionCreated',
      status: 201,
      errors: [400, 401, 403, 409],
    },
    {
      method: 'put',
      path: '/editions/{year}',
      summary: 'Change an edition',
      description: `Any subset of the names, days and retention periods (1 to 120 months). Archived editions too. ${admins}`,
      parameters: [year],
      requestBody: updateEditionInput,
      schema: z.object({ data: editionSchema }),
      schemaName: 'Edition',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/editions/{year}/current',
      summary: 'Make an edition the current one',
      description: `In one transaction the current edition is archived (its ticket sales close) and this one becomes current: the public site shows it, sells its tickets and new events land in it. Answers the edition; the current one again changes nothing. ${admins}`,
      parameters: [year],
      schema: z.object({ data: editionSchema }),
      schemaName: 'Edition',
      errors: [401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .use(async (c, next) => {
        c.header('Cache-Control', 'no-store');
        await next();
      })
      .get('/', async (c) => c.json({ data: await findEditionList(deps.db, { viewer: c.var.user }) }))
      .get('/:year', async (c) => {
        authorized(c.var.user, 'editions.manage');
        return c.json({ data: presentEdition(await getEditionRow(deps.db, yearOf(c.req.param('year')))) });
      })
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'editions.manage');
        const { edition, copied } = await createEdition(deps.db, { viewer, input: await jsonBody(c, createEditionInput) });
        return c.json({ data: edition, copied }, 201);
      })
      .put('/:year', async (c) => {
        const viewer = authorized(c.var.user, 'editions.manage');
        const input = await jsonBody(c, updateEditionInput);
        return c.json({ data: await updateEdition(deps.db, { viewer, year: yearOf(c.req.param('year')), input }) });
      })
      .post('/:year/current', async (c) => {
        const viewer = authorized(c.var.user, 'editions.manage');
        return c.json({ data: await makeEditionCurrent(deps.db, { viewer, year: yearOf(c.req.param('year')) }) });
      }),
};
