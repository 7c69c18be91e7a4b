/** The signed-in user in every page's data: enough for the header and menus, nothing private. */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  roleId: number;
  roleName: string;
  /** `displayName` and the header avatar's letters, made on the server (one value each to fill in, decision 200). */
  name: string;
  initials: string;
  /**
   * Which admin links the header's menus show, decided on the server by core's policy, so that
   * the policy module stays out of every page's shell (decision 188).
   */
  can: { useAdminArea: boolean; useAdminOnlyScreens: boolean };
};

/** Name to show: first and last name when known, else the username (one rule for pages and core). */
export { displayName } from '../../core/accounts/display-name';

/** The avatar's letters: the first letters of the first and last words of the name, else its first two. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}
