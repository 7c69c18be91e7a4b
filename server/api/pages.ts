import { Hono } from 'hono';
import { z } from 'zod';
import { countPages, findPages } from '../../core/pages/find-pages';
import { getPage } from '../../core/pages/get-page';
import { pageInput, pageLocalizationInput, pageUpdateInput } from '../../core/pages/page-input';
import { pageQuery, pageSchema } from '../../core/pages/page-query';
import { createPage, createPageLocalization, deletePage, updatePage } from '../../core/pages/save-page';
import { authorized } from '../../core/authorization/authorize';
import { parseId } from '../../core/query/parse-entry-params';
import type { ApiEnv } from '../middleware/session';
import { collectionRoutes } from './collection-routes';
import { jsonBody } from './json-body';
import type { CollectionResource, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Page id',
};
const deletedSchema = z.object({ id: z.number().int(), name: z.string() });
const editors = 'Admins only (401 without a session, 403 otherwise).';
const slugRule =
  "The slug is the one sent (lower-case letters, digits and single hyphens: `Page.slug`) or, empty, the name's; it must be free in the page's locale (400 `Page.slug.taken` naming `slug`).";

export const pagesResource: CollectionResource = {
  kind: 'collection',
  path: '/pages',
  title: 'Pages',
  description:
    'Content pages of one locale (`_locale`, default `cs`, `all` for both). Published ones; drafts only for Admins with `_publicationState=preview`. By id, any locale.',
  query: pageQuery,
  schema: pageSchema,
  schemaName: 'Page',
  operations: [
    {
      method: 'post',
      path: '/pages',
      summary: 'Create a page',
      description: `\`name\` is required; \`locale\` \`cs\` (default) or \`en\`, never changed later; \`content\` rich text, sanitized when saved; \`published_at\` an instant publishes, null makes a draft, absent publishes now. ${slugRule} \`localizations: [id]\` makes it that page's version in its own locale (400 \`Page.localization.exists\` when that page already has one; an unknown id is \`Entry.unknownReference\`). Answers the page as an Admin reads it in preview, with its localizations. ${editors}`,
      parameters: [],
      requestBody: pageInput,
      schema: pageSchema,
      schemaName: 'Page',
      status: 201,
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/pages/{id}',
      summary: 'Change a page',
      description: `Any of the create fields but \`locale\`. The slug stays unless sent (empty derives it from the name again). \`localizations: [id]\` moves the page to that page's localizations, \`[]\` unlinks it. ${slugRule} ${editors}`,
      parameters: [idParam],
      requestBody: pageUpdateInput,
      schema: pageSchema,
      schemaName: 'Page',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/pages/{id}',
      summary: 'Delete a page',
      description: `Its localizations stay; side-menu entries that linked it stay without a page, which the menu does not show. ${editors}`,
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedPage',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/pages/{id}/localizations',
      summary: "Create a page's version in another locale",
      description: `As Strapi's i18n: \`locale\` is required and must be one the page has no version in yet, its own included (400 \`Page.localization.exists\` naming \`locale\`). The new page is linked to this one; its name starts as this page's, its slug as the name's (free in that locale), its content as sent; it is a draft unless \`published_at\` is sent. Answers the new page (201). ${editors}`,
      parameters: [idParam],
      requestBody: pageLocalizationInput,
      schema: pageSchema,
      schemaName: 'Page',
      status: 201,
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) => {
    const asAdmin = (c: { var: ApiEnv['Variables'] }, id: number) =>
      getPage(deps.db, {
        id,
        params: new URLSearchParams({ _publicationState: 'preview' }),
        viewer: c.var.user,
        timezone: deps.config.timezone,
      });
    return (
      new Hono<ApiEnv>()
        // Who may write is told before the body is read: a guest's bad body is still a 401.
        .post('/', async (c) => {
          const viewer = authorized(c.var.user, 'pages.write');
          const id = await createPage(deps.db, { viewer, input: await jsonBody(c, pageInput), site: deps.site });
          return c.json(await asAdmin(c, id), 201);
        })
        .post('/:id/localizations', async (c) => {
          const viewer = authorized(c.var.user, 'pages.write');
          const source = parseId(c.req.param('id'));
          const id = await createPageLocalization(deps.db, {
            viewer,
            id: source,
            input: await jsonBody(c, pageLocalizationInput),
            site: deps.site,
          });
          return c.json(await asAdmin(c, id), 201);
        })
        .put('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'pages.write');
          const id = parseId(c.req.param('id'));
          await updatePage(deps.db, { viewer, id, input: await jsonBody(c, pageUpdateInput), site: deps.site });
          return c.json(await asAdmin(c, id));
        })
        .delete('/:id', async (c) => {
          const viewer = authorized(c.var.user, 'pages.write');
          return c.json(await deletePage(deps.db, { viewer, id: parseId(c.req.param('id')) }));
        })
        .route('/', collectionRoutes(deps, { find: findPages, count: countPages, get: getPage }))
    );
  },
};
