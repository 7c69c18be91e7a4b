import { z } from 'zod';

const ORDER = /^\s*(\d+\s*(,\s*\d+\s*)*)?$/;
const MAX_ID = 2147483647;

/** The ids of a sent order, or null when it is not a list of ids. */
function idsOf(value: string | number[]): number[] | null {
  const ids =
    typeof value === 'string'
      ? ORDER.test(value)
        ? value
            .split(',')
            .filter((p) => p.trim() !== '')
            .map(Number)
        : null
      : value;
  return ids && ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID) ? ids : null;
}

/**
 * The setting as the admin's Patrons order screen writes it: `patrons_order` the patron ids in
 * display order, as the comma-joined string Strapi stored ("3,1,2", '' for none) or as an
 * array of ids. Anything else is `Form.error.invalid` on the field itself. The other setting
 * fields are not written through the API (yet).
 */
export const settingInput = z
  .object({
    patrons_order: z
      .union([z.string().max(10_000), z.array(z.number().int()).max(1000)], { message: 'Form.error.invalid' })
      .transform((value, ctx) => {
        const ids = idsOf(value);
        if (!ids) {
          ctx.addIssue({ code: 'custom', message: 'Form.error.invalid' });
          return z.NEVER;
        }
        return ids;
      }),
  })
  .strict();
export type SettingInput = z.infer<typeof settingInput>;
