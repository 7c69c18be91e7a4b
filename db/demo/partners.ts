import slugify from '@sindresorhus/slugify';
import { partners, type PartnerGroup } from '../schema';
import { colourAt, logoSvg } from './images';
import type { SeedContext } from './seed-context';

/** Partner logos by homepage group, in display order within each group. */
export const PARTNERS: Record<PartnerGroup, { name: string; short: string; link: string }[]> = {
  main: [
    { name: 'Ministerstvo průmyslu a inovací', short: 'MPI', link: 'https://www.mpi-cr.example' },
    { name: 'Rada pro výzkum a inovace', short: 'RVI', link: 'https://www.rvi-cr.example' },
  ],
  gold: [
    { name: 'Energie Čechy', short: 'Energie', link: 'https://www.energie-cechy.example' },
    { name: 'Moravská banka', short: 'MB', link: 'https://www.moravska-banka.example' },
    { name: 'TechSteel Třinec', short: 'TechSteel', link: 'https://www.techsteel.example' },
    { name: 'Vodárny Střed', short: 'VS', link: 'https://www.vodarny-stred.example' },
  ],
  silver: [
    { name: 'Elektro Kolín', short: 'EK', link: 'https://www.elektro-kolin.example' },
    { name: 'Softwarový dům Brno', short: 'SWD', link: 'https://www.swdum.example' },
    { name: 'Lékárny Zdraví', short: 'Zdraví', link: 'https://www.lekarny-zdravi.example' },
    { name: 'Stavby Morava', short: 'Stavby', link: 'https://www.stavby-morava.example' },
    { name: 'GreenPower CZ', short: 'GreenPower', link: 'https://www.greenpower.example' },
  ],
  technology: [
    { name: 'CloudNest', short: 'CloudNest', link: 'https://www.cloudnest.example' },
    { name: 'Datacentrum Sever', short: 'DC Sever', link: 'https://www.dcsever.example' },
    { name: 'StreamHall', short: 'StreamHall', link: 'https://www.streamhall.example' },
    { name: 'Sítě 5G Praha', short: '5G Praha', link: 'https://www.site5g.example' },
  ],
  academy: [
    { name: 'Technická univerzita Brno', short: 'TU Brno', link: 'https://www.tu-brno.example' },
    { name: 'Technická univerzita Ostrava', short: 'TU Ostrava', link: 'https://www.tu-ostrava.example' },
    { name: 'Univerzita Palackého', short: 'UP', link: 'https://www.upol.example' },
    { name: 'Západočeská univerzita', short: 'ZČU', link: 'https://www.zcu.example' },
    { name: 'Akademie věd', short: 'AV', link: 'https://www.akademie-ved.example' },
  ],
  space: [
    { name: 'Česká kosmická aliance', short: 'ČKA', link: 'https://www.kosmicka-aliance.example' },
    { name: 'Orbitální systémy', short: 'OrbitSys', link: 'https://www.orbitsys.example' },
    { name: 'Hvězdárna Vysočina', short: 'Hvězdárna', link: 'https://www.hvezdarna-vysocina.example' },
  ],
  cars: [
    { name: 'Hydromobil', short: 'Hydromobil', link: 'https://www.hydromobil.example' },
    { name: 'ElektroVozy', short: 'eVozy', link: 'https://www.elektrovozy.example' },
  ],
  'main media': [
    { name: 'Česká inovační televize', short: 'ČIT', link: 'https://www.cit-tv.example' },
    { name: 'Deník Inovace', short: 'Inovace', link: 'https://www.denik-inovace.example' },
  ],
  media: [
    { name: 'TechMagazín', short: 'TechMag', link: 'https://www.techmagazin.example' },
    { name: 'Vědecký rozhlas', short: 'VR', link: 'https://www.vedecky-rozhlas.example' },
    { name: 'Startup Weekly CZ', short: 'SW CZ', link: 'https://www.startupweekly.example' },
    { name: 'Energetika Dnes', short: 'E Dnes', link: 'https://www.energetika-dnes.example' },
    { name: 'Zdravotnický zpravodaj', short: 'ZZ', link: 'https://www.zdravotnicky-zpravodaj.example' },
  ],
  supporting: [
    { name: 'Jihomoravský kraj', short: 'JMK', link: 'https://www.jmk.example' },
    { name: 'Moravskoslezský kraj', short: 'MSK', link: 'https://www.msk.example' },
    { name: 'Plzeňský kraj', short: 'PK', link: 'https://www.plzensky-kraj.example' },
    { name: 'Olomoucký kraj', short: 'OK', link: 'https://www.olomoucky-kraj.example' },
    { name: 'Ústecký kraj', short: 'ÚK', link: 'https://www.kr-ustecky.example' },
    { name: 'Hlavní město Praha', short: 'Praha', link: 'https://www.praha.example' },
  ],
};

export async function seedPartners({ tx, images }: SeedContext): Promise<void> {
  const list = (Object.entries(PARTNERS) as [PartnerGroup, (typeof PARTNERS)[PartnerGroup]][]).flatMap(([group, items]) =>
    items.map((p, position) => ({ ...p, group, position })),
  );
  // Partner logos are kept as SVG originals, as partners usually send vector logos.
  const logos = await Promise.all(
    list.map((p, i) =>
      images.store(logoSvg(p.short, colourAt(i * 7), i), { name: `${slugify(p.name)}.svg`, alt: `Logo ${p.name}`, as: 'svg' }),
    ),
  );
  await tx.insert(partners).values(
    list.map((p, i) => ({
      id: i + 1,
      name: p.name,
      link: p.link,
      group: p.group,
      position: p.position,
      imageId: logos[i]!.id,
    })),
  );
}
