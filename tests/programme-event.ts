import type { ProgrammeEventDetail } from '../core/programme/programme-event-detail';

/** An accompanying event as the event pages read it: at a venue with an address, no hall, speakers or English description. */
export const openDayEvent: ProgrammeEventDetail = {
  id: 43,
  type: 2,
  name: 'Den otevřených dveří',
  name_en: 'Open day',
  slug: 'den-otevrenych-dveri',
  slug_en: 'open-day',
  start: '2021-10-05T07:00:00.000Z',
  end: '2021-10-05T14:00:00.000Z',
  delay: null,
  hall: null,
  location: { id: 4, name: 'VTP Ostrava', name_en: 'Science Park Ostrava' },
  organiser: null,
  image: null,
  speakers: [],
  capacity: null,
  description: '<p>Prohlídky &amp; <strong>ukázky</strong>.</p>',
  description_en: null,
  address: 'Technologická 372/2, Ostrava',
  website: null,
  contact: null,
  contact_email: null,
  published: true,
  access: 'public',
  updatedAt: '2021-09-01T08:00:00.000Z',
};
