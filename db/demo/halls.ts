import { CONFERENCE_HALL_ID, halls } from '../schema';
import type { SeedContext } from './seed-context';

type Hall = typeof halls.$inferInsert & { id: number };

/** Four seminar halls by theme and the congress hall (id 5) for the conference panels. */
export const HALLS: Hall[] = [
  {
    id: 1,
    name: 'Sál Praha',
    name_en: 'Prague Hall',
    description:
      '<p>Sál věnovaný <strong>umělé inteligenci, datům a digitalizaci</strong>. Odborné semináře o strojovém učení v průmyslu, kybernetické bezpečnosti a digitální státní správě.</p><p>Kapacita 120 míst, přízemí vlevo od hlavního vchodu.</p>',
    description_en:
      '<p>The hall for <strong>artificial intelligence, data and digitalisation</strong>. Professional seminars on machine learning in industry, cyber security and digital public administration.</p><p>Seats 120, ground floor to the left of the main entrance.</p>',
    broadcast: 'vimeo:576123456',
    slido: 'innoweek-praha',
  },
  {
    id: 2,
    name: 'Sál Brno',
    name_en: 'Brno Hall',
    description:
      '<p>Sál <strong>energetiky a vodíkových technologií</strong>: akumulace energie, vodíková mobilita, dekarbonizace průmyslu a komunitní energetika.</p><p>Kapacita 80 míst, 1. patro.</p>',
    description_en:
      '<p>The hall for <strong>energy and hydrogen technologies</strong>: energy storage, hydrogen mobility, decarbonising industry and community energy.</p><p>Seats 80, first floor.</p>',
    broadcast: 'vimeo:576123789',
    slido: 'innoweek-brno',
  },
  {
    id: 3,
    name: 'Sál Ostrava',
    name_en: 'Ostrava Hall',
    description:
      '<p>Sál <strong>chytrých měst a mobility</strong>: sdílená doprava, digitální dvojčata měst, chytré budovy a zapojení občanů.</p><p>Kapacita 80 míst, 1. patro.</p>',
    description_en:
      '<p>The hall for <strong>smart cities and mobility</strong>: shared transport, digital twins of cities, smart buildings and citizen participation.</p><p>Seats 80, first floor.</p>',
    broadcast: 'youtube:kT3vQ9xLm2E',
    slido: 'innoweek-ostrava',
  },
  {
    id: 4,
    name: 'Sál Plzeň',
    name_en: 'Pilsen Hall',
    description:
      '<p>Sál <strong>zdravotnických technologií, vesmíru a spolupráce univerzit s firmami</strong>. Telemedicína, biotechnologie, družicová data a transfer technologií.</p><p>Kapacita 60 míst, 2. patro.</p>',
    description_en:
      '<p>The hall for <strong>health technology, space and university–industry collaboration</strong>. Telemedicine, biotechnology, satellite data and technology transfer.</p><p>Seats 60, second floor.</p>',
    broadcast: 'youtube:Rb7wN4pXs0Q',
    slido: 'innoweek-plzen',
  },
  {
    id: CONFERENCE_HALL_ID,
    name: 'Kongresový sál',
    name_en: 'Congress hall',
    description:
      '<p>Hlavní sál <strong>mezinárodní konference</strong> Týdne inovací ČR 2021. Panelové diskuse s představiteli vlády, univerzit a firem, simultánní tlumočení čeština–angličtina.</p><p>Kapacita 600 míst, vstup pouze s konferenční vstupenkou.</p>',
    description_en:
      '<p>The main hall of the <strong>international conference</strong> of Innovation Week Czech Republic 2021. Panel debates with government, university and business leaders, with simultaneous Czech–English interpreting.</p><p>Seats 600, admission with a conference ticket only.</p>',
    broadcast: 'vimeo:576120001',
    slido: 'innoweek2021',
  },
];

export async function seedHalls({ tx }: SeedContext): Promise<void> {
  await tx.insert(halls).values(HALLS);
}
