/** A person's name to show: first and last name when known, else the username. */
export function displayName(user: { username: string; firstName: string | null; lastName: string | null }): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}
