import { users } from '../../db/schema';

/**
 * What an event's editors read of a signed-up person, the one list for every place they see it:
 * the attendee table, its file, the waiting list and an event's `users` in the API.
 */
export const attendeeContactColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  company: users.company,
};
