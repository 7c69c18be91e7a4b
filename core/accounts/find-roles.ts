import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import type { Viewer } from './policy';
import { authorized } from '../authorization/authorize';

export const roleEntrySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export const rolesAnswerSchema = z.object({ roles: z.array(roleEntrySchema) });

/** The roles for the user form's role select (Admins and Organizers), in the Strapi answer shape. */
export async function findRoles(db: Db, opts: { viewer: Viewer | null }): Promise<z.infer<typeof rolesAnswerSchema>> {
  authorized(opts.viewer, 'users.list');
  const rows = await db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .orderBy(asc(roles.id));
  return { roles: rows };
}
