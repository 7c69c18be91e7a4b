import { z } from 'zod';

/** What `manifest.json` at the root of a backup archive says (decision 093). */
export const backupManifestSchema = z.object({
  format: z.literal('innoweek-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `database.dump` (pg_dump's custom format) or `database.pglite.tar.gz` (PGlite's data directory). */
    file: z.enum(['database.dump', 'database.pglite.tar.gz']),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** How many migrations the database had applied; a restore refuses a backup newer than the code. */
    migrations: z.number().int().nonnegative(),
  }),
  uploads: z.object({
    storage: z.enum(['local', 's3']),
    files: z.array(
      z.object({ key: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string(), contentType: z.string() }),
    ),
  }),
  /** `session-secret`: the generated DATA_DIR/session-secret, when SESSION_SECRET was not set. */
  sessionSecret: z.boolean(),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
