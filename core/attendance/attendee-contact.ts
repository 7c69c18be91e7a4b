import { users } from '../../db/schema';

/** What an event's editors read of a signed-up person: the attendee table, its file, the export and an event's `users` in the API. */
export const attendeeContactColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  company: users.company,
};
