import { Hono } from 'hono';
import { z } from 'zod';
import { href } from '../../app/i18n/route-paths';
import { AppError } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import { addStar, addStars } from '../../core/stars/add-stars';
import { findProgrammeLinks } from '../../core/stars/find-programme-links';
import { findStarIds } from '../../core/stars/find-stars';
import { PROGRAMME_LINK_KINDS, type ProgrammeLinkKind } from '../../core/stars/programme-link-kinds';
import { removeStar } from '../../core/stars/remove-star';
import { renewProgrammeLink } from '../../core/stars/renew-programme-link';
import { revokeProgrammeLink } from '../../core/stars/revoke-programme-link';
import { mergeStarsInput, programmeLinkSchema, starsSchema } from '../../core/stars/star-schemas';
import { MAX_STARS } from '../../core/stars/star-limits';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource, ParamDoc } from './resource';

const eventParam: ParamDoc = {
  name: 'event',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Event id',
};
const kindParam: ParamDoc = {
  name: 'kind',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...PROGRAMME_LINK_KINDS] },
  description: '`share` (a read-only copy of My programme) or `feed` (the personal iCalendar subscription)',
};
const signIn = 'Own stars only; 401 without a session.';
const answer = `Answers the stars after: \`events\` (ids of the starred events the caller may see, oldest first) and \`max\` (${MAX_STARS}).`;

const signedIn = (user: ApiEnv['Variables']['user']) => {
  if (!user) throw new AppError('Request.unauthorized');
  return user;
};
const stars = (events: number[]) => ({ events, max: MAX_STARS });

export const starsResource: CustomResource = {
  kind: 'custom',
  path: '/users/me/stars',
  title: 'Stars',
  description:
    "The events a signed-in user starred for My programme (decision 038). A guest's stars live in the browser and are merged into the account at sign-in or registration.",
  operations: [
    {
      path: '/users/me/stars',
      summary: 'My stars',
      description: `${signIn} ${answer}`,
      parameters: [],
      schema: starsSchema,
      schemaName: 'Stars',
      errors: [401],
    },
    {
      method: 'post',
      path: '/users/me/stars',
      summary: "Merge a browser's stars",
      description: `Adds the given events to the account's stars (the union: nothing already starred is removed). Ids of events the caller may not see (drafts, gone, restricted) are skipped; past ${MAX_STARS} stars the rest is left out. ${signIn} ${answer}`,
      parameters: [],
      requestBody: mergeStarsInput,
      schema: starsSchema,
      schemaName: 'Stars',
      errors: [400, 401],
    },
    {
      method: 'put',
      path: '/users/me/stars/{event}',
      summary: 'Star an event',
      description: `Only a published event the caller may see (404 otherwise, as its page answers); at most ${MAX_STARS} stars (409 \`Star.limit\`). Starring again changes nothing. ${signIn} ${answer}`,
      parameters: [eventParam],
      schema: starsSchema,
      schemaName: 'Stars',
      errors: [400, 401, 404, 409],
    },
    {
      method: 'delete',
      path: '/users/me/stars/{event}',
      summary: 'Unstar an event',
      description: `Removing a star that is not there changes nothing. ${signIn} ${answer}`,
      parameters: [eventParam],
      schema: starsSchema,
      schemaName: 'Stars',
      errors: [400, 401],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        const user = signedIn(c.var.user);
        return c.json(stars(await findStarIds(deps.db, { userId: user.id, viewer: user })));
      })
      .post('/', async (c) => {
        const user = signedIn(c.var.user);
        const input = await jsonBody(c, mergeStarsInput);
        return c.json(stars(await addStars(deps.db, { viewer: user, eventIds: input.events })));
      })
      .put('/:event', async (c) => {
        const user = signedIn(c.var.user);
        const eventId = parseId(c.req.param('event'));
        return c.json(stars(await addStar(deps.db, { viewer: user, eventId })));
      })
      .delete('/:event', async (c) => {
        const user = signedIn(c.var.user);
        const eventId = parseId(c.req.param('event'));
        return c.json(stars(await removeStar(deps.db, { viewer: user, eventId })));
      }),
};

const kindOf = (raw: string): ProgrammeLinkKind => {
  if ((PROGRAMME_LINK_KINDS as readonly string[]).includes(raw)) return raw as ProgrammeLinkKind;
  throw new AppError('Request.notFound');
};

/** Where a link is served, in Czech. */
export const programmeLinkPath = (kind: ProgrammeLinkKind, token: string | null): string | null =>
  token === null
    ? null
    : kind === 'share'
      ? href('SharedProgramme', { token })
      : href('MyProgrammeFeed', { file: `${token}.ics` });

const link = (kind: ProgrammeLinkKind, token: string | null) => ({ kind, token, path: programmeLinkPath(kind, token) });

export const programmeLinksResource: CustomResource = {
  kind: 'custom',
  path: '/users/me/programme-links',
  title: 'Programme links',
  description:
    "The secret links of a signed-in user's programme (decision 038): `share`, a read-only copy of My programme showing at most the first name, and `feed`, an iCalendar subscription with the starred events and the joined seminars. Each token is 256 random bits; regenerating replaces it and revoking ends it, after which the old address answers 404.",
  operations: [
    {
      path: '/users/me/programme-links',
      summary: 'My programme links',
      description: 'Both links, each with a null token when none is issued. 401 without a session.',
      parameters: [],
      schema: z.array(programmeLinkSchema),
      schemaName: 'ProgrammeLinks',
      errors: [401],
    },
    {
      method: 'put',
      path: '/users/me/programme-links/{kind}',
      summary: 'Issue a new programme link',
      description: 'A new secret token; the previous address of the same kind stops working at once. 401 without a session.',
      parameters: [kindParam],
      schema: programmeLinkSchema,
      schemaName: 'ProgrammeLink',
      errors: [401, 404],
    },
    {
      method: 'delete',
      path: '/users/me/programme-links/{kind}',
      summary: 'Revoke a programme link',
      description: 'Its address answers 404 from now on; revoking one not issued changes nothing. 401 without a session.',
      parameters: [kindParam],
      schema: programmeLinkSchema,
      schemaName: 'ProgrammeLink',
      errors: [401, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        const user = signedIn(c.var.user);
        const tokens = await findProgrammeLinks(deps.db, { userId: user.id });
        return c.json(PROGRAMME_LINK_KINDS.map((kind) => link(kind, tokens[kind])));
      })
      .put('/:kind', async (c) => {
        const user = signedIn(c.var.user);
        const kind = kindOf(c.req.param('kind'));
        return c.json(link(kind, await renewProgrammeLink(deps.db, { userId: user.id, kind })));
      })
      .delete('/:kind', async (c) => {
        const user = signedIn(c.var.user);
        const kind = kindOf(c.req.param('kind'));
        await revokeProgrammeLink(deps.db, { userId: user.id, kind });
        return c.json(link(kind, null));
      }),
};
