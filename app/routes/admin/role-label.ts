import type { AdminTranslate } from '../../i18n/admin-t';
import { ROLE } from '../../../core/accounts/roles';

const ROLE_LABELS = {
  [ROLE.admin]: 'users.roleAdmin',
  [ROLE.registred]: 'users.roleRegistred',
  [ROLE.organizer]: 'users.roleOrganizer',
  [ROLE.confirmed]: 'users.roleConfirmed',
} as const;

/**
 * A role as the admin area names it, in the page's language. The API keeps the stored names
 * (`Registred`, spelled so, as the spec's API has it); a role the app does not know keeps its own.
 */
export function roleLabel(t: AdminTranslate, role: { id: number; name: string }): string {
  const key = ROLE_LABELS[role.id as keyof typeof ROLE_LABELS];
  return key ? t(key) : role.name;
}
