/** The signed-in user in every page's data: enough for the header and menus, nothing private. */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  roleId: number;
  roleName: string;
};

/** Name to show: first and last name when known, else the username (one rule for pages and core). */
export { displayName } from '../../core/accounts/display-name';
