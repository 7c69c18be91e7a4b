import { z } from 'zod';
import { instantSchema } from '../serialize/instant';

const id = z.number().int().positive().max(2147483647);

/** `POST /event-join` and `/event-leave`: Strapi's `{event, user}`; `waitingList` asks for the queue of a full seminar. */
export const signupInput = z
  .object({
    event: id.describe('The seminar (type 1) id'),
    user: id.describe('The user signing up: the caller, or anyone when the caller may edit the seminar'),
    waitingList: z
      .boolean()
      .optional()
      .describe('Join: when the seminar is full, wait in its queue instead of being refused (409 `Signup.full`)'),
  })
  .strict();
export type SignupInput = z.infer<typeof signupInput>;

export const SIGNUP_STATES = ['joined', 'waiting', 'none'] as const;
export type SignupStateName = (typeof SIGNUP_STATES)[number];

/** A user's place at a seminar, with the seats. */
export const signupStateSchema = z.object({
  event: z.number().int(),
  user: z.number().int(),
  state: z.enum(SIGNUP_STATES),
  position: z.number().int().optional().describe('1 = next to get a seat; only when waiting'),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int().nullable().describe('null: the seminar has no seat limit'),
  waiting: z.number().int().describe('How many wait in the queue'),
});
export type SignupState = z.infer<typeof signupStateSchema>;

/** The waiting list as the seminar's editors see it, in queue order. */
export const waitlistSchema = z.object({
  data: z.array(
    z.object({
      position: z.number().int(),
      created_at: instantSchema,
      user: z.object({
        id: z.number().int(),
        username: z.string(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string(),
        phone: z.string().nullable(),
        company: z.string().nullable(),
      }),
    }),
  ),
  total: z.number().int(),
});
export type Waitlist = z.infer<typeof waitlistSchema>;
