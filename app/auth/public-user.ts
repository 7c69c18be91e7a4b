/** The signed-in user in every page's data: enough for the header and menus, nothing private. */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  roleId: number;
  roleName: string;
  /**
   * Which admin links the header's menus show, decided on the server by core's policy, so that
   * the policy module stays out of every page's shell (decision 188).
   */
  can: { useAdminArea: boolean; useAdminOnlyScreens: boolean };
};

/** Name to show: first and last name when known, else the username (one rule for pages and core). */
export { displayName } from '../../core/accounts/display-name';
