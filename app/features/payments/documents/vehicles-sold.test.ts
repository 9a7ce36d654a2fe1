import { describe, expect, it } from 'vitest';
import { vehiclesSold } from './vehicles-sold.ts';

describe('the vehicles a price sold', () => {
  it('reads one vehicle by its seats, whatever the group', () => {
    expect(vehiclesSold('16-Seat Minibus')).toEqual([{ vehicle: '16-seat', seats: 16 }]);
    expect(vehiclesSold('Luxury MPV')).toEqual([{ vehicle: 'luxury-mpv', seats: 7 }]);
  });

  it('counts vehicles in words or figures', () => {
    expect(vehiclesSold('Two 8-Seat Minibuses')).toEqual([
      { vehicle: '8-seat', seats: 8 },
      { vehicle: '8-seat', seats: 8 },
    ]);
    expect(vehiclesSold('2 × Bws mini 16 sedd')).toHaveLength(2);
  });

  it('reads several kinds in the order named, and a size the fleet lacks by its seats', () => {
    expect(vehiclesSold('16-Seat Minibus and Luxury MPV').map((v) => v.vehicle)).toEqual([
      '16-seat',
      'luxury-mpv',
    ]);
    expect(vehiclesSold('2 vehicles: 16-Seat Minibus and 15-Seat Minibus')).toHaveLength(2);
    expect(vehiclesSold('a 33-seat coach')).toEqual([{ vehicle: '33-seat', seats: 33 }]);
  });

  it('recognises nothing in a name without seats', () => {
    expect(vehiclesSold('Our best coach')).toEqual([]);
  });
});
