/** Who an organiser's message goes to (decision 120): a seminar's seat holders, its waiting list, or every ticket holder. */
export const MESSAGE_AUDIENCES = ['attendees', 'waiting', 'ticketHolders'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
