import { eq } from 'drizzle-orm';
import { eventJoins, events } from '../schema';
import { ATTENDEE_IDS } from './accounts';
import { DEMO_USERS } from './facts';
import type { SeedContext } from './seed-context';

const member = DEMO_USERS.member.id;
const attendees = (from: number, to: number) => ATTENDEE_IDS.slice(from, to);

/**
 * Who signed up for which seminar, and who was marked present. Seminar 9 is full: its 20 seats
 * are taken. Seminars 8 (organizer's exhibitor) and 14 (editor's exhibitor) have attendance.
 */
export const SEMINAR_JOINS: { eventId: number; userIds: number[]; present: number[] }[] = [
  { eventId: 1, userIds: [...attendees(14, 20), member], present: [ATTENDEE_IDS[14]!, ATTENDEE_IDS[15]!, member] },
  {
    eventId: 8,
    userIds: [...attendees(0, 14), member],
    present: [ATTENDEE_IDS[0]!, ATTENDEE_IDS[1]!, ATTENDEE_IDS[2]!, ATTENDEE_IDS[4]!, member],
  },
  { eventId: 9, userIds: attendees(0, 20), present: [] },
  { eventId: 14, userIds: [...attendees(0, 8), member], present: [ATTENDEE_IDS[0]!, ATTENDEE_IDS[3]!] },
  { eventId: 16, userIds: attendees(9, 17), present: [] },
  { eventId: 21, userIds: attendees(8, 13), present: [] },
  { eventId: 24, userIds: attendees(15, 18), present: [] },
];

export async function seedJoins({ tx }: SeedContext): Promise<void> {
  await tx.insert(eventJoins).values(SEMINAR_JOINS.flatMap((j) => j.userIds.map((userId) => ({ eventId: j.eventId, userId }))));
  for (const j of SEMINAR_JOINS) {
    if (j.present.length)
      await tx
        .update(events)
        .set({ users_present: j.present.join(',') })
        .where(eq(events.id, j.eventId));
  }
}
