import { users } from '../../db/schema';
import type { CollectionQuery } from '../query/collection';

/**
 * What the users list may be filtered and sorted on: the account columns an Organizer sees,
 * never contact or invoice data (a filter on them would reveal them one guess at a time).
 */
export const userQuery: CollectionQuery = {
  name: 'users',
  table: users,
  id: users.id,
  fields: {
    id: { type: 'id', column: users.id },
    username: { type: 'text', column: users.username },
    email: { type: 'text', column: users.email },
    confirmed: { type: 'bool', column: users.confirmed },
    blocked: { type: 'bool', column: users.blocked },
    created_at: { type: 'date', column: users.created_at },
    updated_at: { type: 'date', column: users.updated_at },
  },
  relations: {
    role: { kind: 'one', column: users.roleId },
  },
};
