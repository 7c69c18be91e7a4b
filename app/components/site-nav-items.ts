import type { MessageKey } from '../i18n/messages/cs';
import type { RouteName } from '../i18n/route-table';

export type NavItem = { route: RouteName; label: MessageKey };

/** The menu's first group: home, the four programme areas and the whole week's list. */
export const PROGRAMME_ITEMS: readonly NavItem[] = [
  { route: 'Home', label: 'nav.home' },
  { route: 'InteConferences', label: 'nav.conference' },
  { route: 'ProfSeminars', label: 'nav.seminars' },
  { route: 'InnoFairs', label: 'nav.fair' },
  { route: 'AccoEvents', label: 'nav.accompanying' },
  { route: 'AllEvents', label: 'nav.allSessions' },
];

/** The menu's second group: what a visitor looks for while the week runs. */
export const WEEK_ITEMS: readonly NavItem[] = [
  { route: 'Livestreams', label: 'nav.livestreams' },
  { route: 'Calendar', label: 'nav.calendar' },
  { route: 'MyProgramme', label: 'nav.myProgramme' },
];

/**
 * The links the header also shows in its row where they fit (decision 100): the areas, by
 * their short names, and the streams. Home is the logo; everything is in the menu as well.
 */
export const HEADER_ITEMS: readonly NavItem[] = [
  { route: 'InteConferences', label: 'nav.conferenceShort' },
  { route: 'ProfSeminars', label: 'nav.seminarsShort' },
  { route: 'InnoFairs', label: 'nav.fairShort' },
  { route: 'AccoEvents', label: 'nav.accompanying' },
  { route: 'Livestreams', label: 'nav.livestreams' },
];
