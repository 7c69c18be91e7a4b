import { describe, expect, it } from 'vitest';
import { cityOfAddress } from './event-city';

describe('cityOfAddress', () => {
  it('reads the place after the postal code, without a district number', () => {
    expect(cityOfAddress('5. května 1640/65, 140 00 Praha 4')).toBe('Praha');
    expect(cityOfAddress('Technická 2710/6, 160 80 Praha 6')).toBe('Praha');
    expect(cityOfAddress('Křižíkova 70, 612 00 Brno')).toBe('Brno');
    expect(cityOfAddress('Pasteurova 3544/1, 400 96 Ústí nad Labem')).toBe('Ústí nad Labem');
    expect(cityOfAddress('Lannova 1355/63, 37001 České Budějovice, Czech Republic')).toBe('České Budějovice');
    expect(cityOfAddress('Technologická 372/2, 708 00 Ostrava-Pustkovec')).toBe('Ostrava-Pustkovec');
  });

  it('has no city without a postal code', () => {
    for (const address of [null, undefined, '', 'Online', 'Kongresový sál']) expect(cityOfAddress(address)).toBeNull();
  });
});
