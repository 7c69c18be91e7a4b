import { Hono } from 'hono';
import { AppError } from '../../core/errors/app-error';
import { parseId } from '../../core/query/parse-entry-params';
import { getSignup } from '../../core/signups/get-signup';
import { joinEvent } from '../../core/signups/join-event';
import { leaveEvent } from '../../core/signups/leave-event';
import { quickSignup, quickSignupInput } from '../../core/signups/quick-signup';
import { signupInput, signupStateSchema } from '../../core/signups/signup-input';
import { sessionSchema, signIn } from './auth';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource } from './resource';
import { signupMail } from './signup-mail';

const checks =
  'Checks in this order: a session (401 `Signup.notSignedIn`); `user` is the caller, or the caller is an Admin (403 `Signup.forbidden`: an Organizer may not sign anyone else up or off, decision 055); the event is a published seminar, type 1 (400 `Signup.notASeminar`; a draft, or an event whose access level does not show it to the caller, is 404: decision 027)';
const answer =
  "Answers the user's state at the seminar: `joined`, `waiting` (with `position`, 1 = next) or `none`, with `seatsTaken` and `seatsLeft`.";

export const eventJoinResource: CustomResource = {
  kind: 'custom',
  path: '/event-join',
  title: 'Seminar sign-ups',
  description:
    "Taking a seat at a professional seminar (type 1), the waiting list of a full one, and one's own state (decision 023). Seats are counted and taken under the event's row lock, so a seminar is never overbooked.",
  operations: [
    {
      method: 'post',
      path: '/event-join',
      summary: 'Join a seminar',
      description: `${checks}; then the event takes sign-ups (400 \`Signup.noRegistration\` for one without registration, access_control only_unregitered) and has not started by the programme clock (409 \`Signup.started\`, decision 071); then the profile has first name, last name and phone (400 \`Signup.fillOut\`, the missing ones in \`data.fields\` and \`data.missing\`), the user has a ticket (400 \`Signup.noTicket\`), and a seat is free (409 \`Signup.full\` with \`data.waitingList: true\`). With \`waitingList: true\` a full seminar queues the user instead; a seat that frees before the start goes to the first in the queue automatically, with an e-mail. Joining again is harmless. The confirmation e-mail carries the seminar's .ics. ${answer}`,
      parameters: [],
      requestBody: signupInput,
      schema: signupStateSchema,
      schemaName: 'SignupState',
      errors: [400, 401, 403, 404, 409],
    },
    {
      method: 'post',
      path: '/event-join/quick-signup',
      summary: 'Quick sign-up of a guest',
      description:
        "A guest on a seminar page gives first name, last name, e-mail, phone and optionally the company: an unconfirmed Registred account is created with a password nobody knows, a mail with a link that sets the password (and confirms the address) is sent, and the guest is signed in (the session as `POST /auth/local` answers it). The page then joins the seminar with `POST /event-join`, where the ticket and the seats are checked as for anyone. A taken e-mail is 400 `Signup.quick.emailTaken` (sign in instead); a caller already signed in is 409 `Signup.quick.signedIn`; the event must be a published seminar (400 `Signup.notASeminar`) that has not started (409 `Signup.started`). Counted on the registration's limit per client address (429).",
      parameters: [],
      requestBody: quickSignupInput,
      schema: sessionSchema,
      schemaName: 'Session',
      errors: [400, 404, 409, 429],
    },
    {
      path: '/event-join/{event}',
      summary: 'My sign-up state',
      description: `The caller's state at a seminar: joined, waiting with the position, or none, and the seats. ${checks.replace('; `user` is the caller, or the caller is an Admin (403 `Signup.forbidden`: an Organizer may not sign anyone else up or off, decision 055)', '')}.`,
      parameters: [
        { name: 'event', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Seminar id' },
      ],
      schema: signupStateSchema,
      schemaName: 'SignupState',
      errors: [400, 401, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .post('/', async (c) => {
        // The session first: a guest is told to sign in whatever the body says.
        if (!c.var.user) throw new AppError('Signup.notSignedIn');
        const input = await jsonBody(c, signupInput);
        return c.json(await joinEvent(deps.db, { viewer: c.var.user, input, mail: signupMail(deps), clock: deps.clock }));
      })
      .post('/quick-signup', async (c) => {
        if (c.var.user) throw new AppError('Signup.quick.signedIn');
        const input = await jsonBody(c, quickSignupInput);
        const user = await quickSignup(deps.db, { input, mail: deps.mail, clock: deps.clock });
        return signIn(c, deps, user);
      })
      .get('/:event', async (c) =>
        c.json(await getSignup(deps.db, { viewer: c.var.user, eventId: parseId(c.req.param('event')) })),
      ),
};

export const eventLeaveResource: CustomResource = {
  kind: 'custom',
  path: '/event-leave',
  title: 'Seminar leave',
  description: 'Giving up a seat or a place in the queue; an Admin removes an attendee the same way.',
  operations: [
    {
      method: 'post',
      path: '/event-leave',
      summary: 'Leave a seminar',
      description: `${checks}. Gives up the seat (with an e-mail) or the place in the queue; the freed seat goes to the first person waiting in the same transaction, until the seminar starts (after that it stays free). A seminar that is over by the programme clock is 409 \`Signup.ended\` (decision 071). Leaving when not signed up is harmless. ${answer}`,
      parameters: [],
      requestBody: signupInput.omit({ waitingList: true }),
      schema: signupStateSchema,
      schemaName: 'SignupState',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().post('/', async (c) => {
      if (!c.var.user) throw new AppError('Signup.notSignedIn');
      const input = await jsonBody(c, signupInput.omit({ waitingList: true }));
      return c.json(await leaveEvent(deps.db, { viewer: c.var.user, input, mail: signupMail(deps), clock: deps.clock }));
    }),
};
