import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { halls } from '../../db/schema';
import { canSeeHallStream, type Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { rightsOfCode } from './check-access-code';
import { hallAccess, type HallAccess } from './livestream-access';
import { CONFERENCE_HALL_ID } from '../halls/conference-hall';
import { holdsPaidTicket } from '../tickets/holds-paid-ticket';

export const hallPlayerSchema = z.object({
  hall: z.number().int(),
  platform: z.enum(['vimeo', 'youtube']).nullable().describe('null: the hall has no stream set'),
  video: z.string().nullable().describe('The video or live event id on the platform'),
  slido: z.string().nullable().describe('The sli.do event code for audience questions'),
});
export type HallPlayer = z.infer<typeof hallPlayerSchema>;

type Who = { viewer: (Viewer & { hasTicket: boolean }) | null; passCodeId: number | null; now?: Date };

/** A viewer's access to one hall, with the remembered passphrase's rights read again. */
export async function accessToHall(db: Db, hallId: number, who: Who): Promise<HallAccess> {
  const pass = who.passCodeId === null ? null : await rightsOfCode(db, who.passCodeId, who.now);
  const staff = canSeeHallStream(who.viewer);
  // The ticket's order is read only where it decides: the conference hall, for a signed-in non-staff viewer.
  const paidTicket = hallId === CONFERENCE_HALL_ID && who.viewer && !staff ? await holdsPaidTicket(db, who.viewer.id) : false;
  return hallAccess(hallId, { ticketHolder: who.viewer?.hasTicket === true, paidTicket, staff, pass });
}

/**
 * A hall's access for a viewer and, when granted, its player: the hall and the code's rights are
 * read once. Pages use it to choose between the player and the passphrase form.
 */
export async function hallPlayerFor(
  db: Db,
  hallId: number,
  who: Who,
): Promise<{ access: HallAccess; player: HallPlayer | null }> {
  const [hall] = await db
    .select({ id: halls.id, broadcast: halls.broadcast, slido: halls.slido })
    .from(halls)
    .where(eq(halls.id, hallId));
  if (!hall) throw notFound('Hall');
  const access = await accessToHall(db, hall.id, who);
  if (access !== 'granted') return { access, player: null };
  const [platform, video] = hall.broadcast ? (hall.broadcast.split(':', 2) as ['vimeo' | 'youtube', string]) : [null, null];
  return { access, player: { hall: hall.id, platform, video, slido: hall.slido } };
}

/**
 * The player of a hall for someone who may watch it (livestream-access.ts); everyone else is
 * refused without learning anything of the stream: 403 `Livestream.locked`, or
 * `Livestream.inefficient` when their passphrase lacks this hall's right. The broadcast id and
 * sli.do code leave the server only here and through `hallPlayerFor`.
 */
export async function getHallPlayer(db: Db, hallId: number, who: Who): Promise<HallPlayer> {
  const { access, player } = await hallPlayerFor(db, hallId, who);
  if (access === 'locked') throw new AppError('Livestream.locked');
  if (access === 'insufficient') throw new AppError('Livestream.inefficient');
  return player!;
}
