import { z } from 'zod';
import { PARTNER_GROUPS } from '../../db/schema';
import { instantSchema } from '../serialize/instant';
import { mediaSchema } from '../serialize/media';

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().nullable(),
  image: mediaSchema.nullable(),
  group: z.enum(PARTNER_GROUPS),
  position: z.number().int(),
});
export type ApiPartner = z.infer<typeof partnerSchema>;

export const settingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  logo: mediaSchema.nullable(),
  image: mediaSchema.nullable().describe('Background image'),
  patrons_order: z.string().describe('Comma-separated patron ids in display order; patrons not listed are not shown'),
  partners: z.array(partnerSchema).describe('In group order (main, gold, silver, ...), then position'),
  updated_at: instantSchema,
});
export type ApiSetting = z.infer<typeof settingSchema>;
