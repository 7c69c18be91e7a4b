import { z } from 'zod';
import { MAX_HALL_DELAY_MINUTES } from './hall-delay';

const minutes = z
  .number({ error: 'Hall.delay.minutes' })
  .int('Hall.delay.minutes')
  .min(0, 'Hall.delay.minutes')
  .max(MAX_HALL_DELAY_MINUTES, 'Hall.delay.minutes');

/** PUT /halls/{id}/delay: the hall runs `minutes` late from now on; 0 is back on time. */
export const hallDelayInput = z
  .object({
    minutes: minutes.describe(`Whole minutes, 0 to ${MAX_HALL_DELAY_MINUTES}; 0 = back on time`),
  })
  .strict();
export type HallDelayInput = z.infer<typeof hallDelayInput>;

/** A hall's delay as the API answers it. */
export const hallDelaySchema = z.object({
  hall: z.number().int().describe('The hall id'),
  minutes: z.number().int().describe('0 = on time'),
  set_at: z
    .string()
    .nullable()
    .describe(
      'When the hall began running late (the programme clock), null when on time. It moves the events of that day (event time zone) not over by then; the next day nothing moves.',
    ),
});
export type ApiHallDelay = z.infer<typeof hallDelaySchema>;
