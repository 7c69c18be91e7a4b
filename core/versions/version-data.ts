import type { AuditValues } from '../audit/record-audit';

/** The collections whose saves keep versions (decision 089). */
export const VERSIONED = ['events', 'pages'] as const;
export type VersionedEntity = (typeof VERSIONED)[number];

export function isVersioned(entity: string): entity is VersionedEntity {
  return (VERSIONED as readonly string[]).includes(entity);
}

/**
 * What a version keeps of a saved record: the fields a restore may bring back, as the record
 * holds them. Not the publication state, attendance, sign-ups, files or embeds (decision 089).
 */
const FIELDS: Record<VersionedEntity, readonly string[]> = {
  events: [
    'name',
    'name_en',
    'eventtypeId',
    'start',
    'end',
    'locationId',
    'hallId',
    'exhibitorId',
    'imageId',
    'max_users',
    'reconfirm_hours',
    'description',
    'description_en',
    'address',
    'facebook_link',
    'is_premiere',
    'access_control',
    'speakers_order',
    'contact',
    'contact_email',
  ],
  pages: ['name', 'slug', 'content'],
};

/** A saved record's version data, from the values its audit entry recorded after the write. */
export function versionData(entity: VersionedEntity, after: AuditValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of FIELDS[entity]) {
    const value = after[field];
    data[field] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return data;
}
