import { Hono } from 'hono';
import { searchContent } from '../../core/search/search-content';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from '../../core/search/search-limits';
import { searchResultSchema } from '../../core/search/search-schema';
import { badParam } from '../../core/errors/app-error';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';

export const searchResource: CustomResource = {
  kind: 'custom',
  path: '/search',
  title: 'Search',
  description: 'The navbar search over published events and speakers.',
  operations: [
    {
      path: '/search/{text}',
      summary: 'Search events and speakers',
      description: `Accent- and case-insensitive ("prehlidka" finds "Přehlídka"); every word must match. Names starting with the text come first, then names containing it, then other matches. At most ${SEARCH_MAX_RESULTS} results; drafts are never returned.`,
      parameters: [
        {
          name: 'text',
          in: 'path',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: SEARCH_MAX_LENGTH },
          description: 'The search text',
        },
      ],
      schema: searchResultSchema,
      schemaName: 'SearchResult',
      array: true,
      errors: [400],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', () => {
        throw badParam('Search.text.length', 'text', { min: SEARCH_MIN_LENGTH, max: SEARCH_MAX_LENGTH });
      })
      // `{.*}` also matches the empty text of "/search/", which is then refused like any bad text.
      .get('/:text{.*}', async (c) => c.json(await searchContent(deps.db, { text: c.req.param('text'), viewer: c.var.user }))),
};
