import type { Tx } from '../client';
import type { DemoImages } from './images';

/** What every demo module's seed function gets: the seeding transaction and the image store. */
export type SeedContext = { tx: Tx; images: DemoImages };
