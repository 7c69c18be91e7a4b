/** The signed-in user in every page's data: enough for the header and menus, nothing private. */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  roleId: number;
  roleName: string;
};

/** Name to show: first and last name when known, else the username. */
export function displayName(user: Pick<PublicUser, 'username' | 'firstName' | 'lastName'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}
