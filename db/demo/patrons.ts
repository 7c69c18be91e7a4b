import slugify from '@sindresorhus/slugify';
import { patrons } from '../schema';
import { colourAt, portraitSvg } from './images';
import type { SeedContext } from './seed-context';

type Patron = { id: number; name: string; job: string; job_en: string; about: string; about_en: string; website?: string };

/** People who lent their name to the week; the homepage carousel shows those in PATRONS_ORDER. */
export const PATRONS: Patron[] = [
  {
    id: 1,
    name: 'Ing. Karel Hrdlička, Ph.D.',
    job: 'předseda Rady pro výzkum, vývoj a inovace',
    job_en: 'Chair of the Research, Development and Innovation Council',
    about: 'Převzal záštitu nad celým Týdnem inovací ČR 2021.',
    about_en: 'Patron of the whole Innovation Week Czech Republic 2021.',
  },
  {
    id: 2,
    name: 'prof. Ing. Petra Kratochvílová, CSc.',
    job: 'předsedkyně Akademie věd',
    job_en: 'President of the Academy of Sciences',
    about: 'Záštita nad mezinárodní konferencí a výstavou Česká hlava.',
    about_en: 'Patron of the international conference and the Czech Head exhibition.',
  },
  {
    id: 3,
    name: 'Mgr. Tomáš Pavlík',
    job: 'hejtman Jihomoravského kraje',
    job_en: 'Governor of the South Moravian Region',
    about: 'Záštita nad doprovodnými akcemi v Brně.',
    about_en: 'Patron of the accompanying events in Brno.',
    website: 'https://www.jmk.example',
  },
  {
    id: 4,
    name: 'Ing. Jitka Nováková',
    job: 'primátorka statutárního města Ostravy',
    job_en: 'Mayor of the City of Ostrava',
    about: 'Záštita nad vodíkovým programem a exkurzemi v Ostravě.',
    about_en: 'Patron of the hydrogen programme and the field trips in Ostrava.',
    website: 'https://www.ostrava.example',
  },
  {
    id: 5,
    name: 'prof. MUDr. Josef Beneš, DrSc.',
    job: 'rektor Univerzity Palackého',
    job_en: 'Rector of Palacký University',
    about: 'Záštita nad akcemi pro studenty a spin-off firmy.',
    about_en: 'Patron of the events for students and spin-off companies.',
  },
  {
    id: 6,
    name: 'Ing. Dana Šťastná, MBA',
    job: 'prezidentka Hospodářské komory',
    job_en: 'President of the Chamber of Commerce',
    about: 'Záštita nad inovačním veletrhem.',
    about_en: 'Patron of the innovation fair.',
  },
  {
    id: 7,
    name: 'doc. RNDr. Martin Skála, Ph.D.',
    job: 'předseda Technologické agentury',
    job_en: 'President of the Technology Agency',
    about: 'Záštita nad semináři o podpoře výzkumu.',
    about_en: 'Patron of the seminars on research funding.',
    website: 'https://www.technologicka-agentura.example',
  },
  {
    id: 8,
    name: 'Ing. Lenka Vojtíšková',
    job: 'ředitelka agentury pro podporu podnikání',
    job_en: 'Director of the Business Support Agency',
    about: 'Záštita nad startupovým programem.',
    about_en: 'Patron of the start-up programme.',
  },
  {
    id: 9,
    name: 'Dr. Anna Hofmann',
    job: 'velvyslankyně Spolkové republiky Německo',
    job_en: 'Ambassador of the Federal Republic of Germany',
    about: 'Záštita nad česko-německými panely.',
    about_en: 'Patron of the Czech–German panels.',
  },
  {
    id: 10,
    name: 'Ing. Pavel Kubíček',
    job: 'předseda Svazu průmyslu',
    job_en: 'President of the Confederation of Industry',
    about: 'Záštita nad panelem o dekarbonizaci.',
    about_en: 'Patron of the decarbonisation panel.',
  },
];

/** Display order of the carousel; patrons 9 and 10 are left out and so not shown. */
export const PATRONS_ORDER = [1, 2, 6, 3, 4, 5, 7, 8];

export async function seedPatrons({ tx, images }: SeedContext): Promise<void> {
  const photos = await Promise.all(
    PATRONS.map((p, i) =>
      images.store(portraitSvg(p.name, colourAt(i * 3)), { name: `${slugify(p.name)}.jpg`, alt: p.name, as: 'jpeg' }),
    ),
  );
  await tx.insert(patrons).values(
    PATRONS.map((p, i) => ({
      id: p.id,
      name: p.name,
      job: p.job,
      job_en: p.job_en,
      description: `<p>${p.about}</p>`,
      description_en: `<p>${p.about_en}</p>`,
      imageId: photos[i]!.id,
      website: p.website ?? null,
    })),
  );
}
