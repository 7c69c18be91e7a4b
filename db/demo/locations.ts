import { locations } from '../schema';
import type { SeedContext } from './seed-context';

type Location = typeof locations.$inferInsert & { id: number; address: string };

/** Venues of the accompanying events across the regions; `address` is copied onto their events. */
export const LOCATIONS: Location[] = [
  { id: 1, name: 'Kongresové centrum Praha', name_en: 'Prague Congress Centre', address: '5. května 1640/65, 140 00 Praha 4' },
  {
    id: 2,
    name: 'Národní technická knihovna, Praha',
    name_en: 'National Library of Technology, Prague',
    address: 'Technická 2710/6, 160 80 Praha 6',
  },
  {
    id: 3,
    name: 'Jihomoravské inovační centrum, Brno',
    name_en: 'South Moravian Innovation Centre, Brno',
    address: 'Křižíkova 70, 612 00 Brno',
  },
  {
    id: 4,
    name: 'Vědecko-technologický park Ostrava',
    name_en: 'Science and Technology Park Ostrava',
    address: 'Technologická 372/2, 708 00 Ostrava-Pustkovec',
  },
  {
    id: 5,
    name: 'Techmania Science Center, Plzeň',
    name_en: 'Techmania Science Center, Pilsen',
    address: 'U Planetária 1, 301 00 Plzeň',
  },
  {
    id: 6,
    name: 'Vědeckotechnický park Univerzity Palackého, Olomouc',
    name_en: 'Science and Technology Park of Palacký University, Olomouc',
    address: 'Šlechtitelů 21, 779 00 Olomouc',
  },
  {
    id: 7,
    name: 'Inovační centrum Ústeckého kraje, Ústí nad Labem',
    name_en: 'Innovation Centre of the Ústí Region, Ústí nad Labem',
    address: 'Pasteurova 3544/1, 400 96 Ústí nad Labem',
  },
  {
    id: 8,
    name: 'Jihočeský vědeckotechnický park, České Budějovice',
    name_en: 'South Bohemian Science and Technology Park, České Budějovice',
    address: 'Lannova 1355/63, 370 01 České Budějovice',
  },
  { id: 9, name: 'Online', name_en: 'Online', address: '' },
];

export async function seedLocations({ tx }: SeedContext): Promise<void> {
  await tx.insert(locations).values(LOCATIONS.map(({ address: _address, ...row }) => row));
}
