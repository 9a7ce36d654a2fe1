import { describe, expect, it } from 'vitest';
import { estimateRequestFor, shownEstimate, type EstimateJourneyInput } from './use-estimate.ts';

const journey: EstimateJourneyInput = {
  pickupLocation: ' Cardiff Central ',
  destination: 'Heathrow T5',
  pickupDate: '2027-03-10',
  pickupTime: '09:00',
  journeyDirection: 'one-way',
  returnDate: '2027-03-17',
  returnTime: '18:30',
  passengers: 14,
};

describe('estimateRequestFor: ask only once the journey is known', () => {
  it('sends the journey fields of the quote API, return fields only for a return', () => {
    expect(estimateRequestFor(journey)).toEqual({
      pickupLocation: 'Cardiff Central',
      destination: 'Heathrow T5',
      pickupDate: '2027-03-10',
      pickupTime: '09:00',
      journeyDirection: 'one-way',
      passengerCount: 14,
    });
    expect(estimateRequestFor({ ...journey, journeyDirection: 'return' })).toMatchObject({
      returnDate: '2027-03-17',
      returnTime: '18:30',
    });
  });

  it.each([
    ['no pickup yet', { pickupLocation: 'Ca' }],
    ['no destination yet', { destination: '' }],
    ['no date yet', { pickupDate: '' }],
    ['no time yet', { pickupTime: '' }],
    ['a return without its time', { journeyDirection: 'return' as const, returnTime: '' }],
  ])('waits with %s', (_, change) => {
    expect(estimateRequestFor({ ...journey, ...change })).toBeNull();
  });

  it('sends with the quote only a price the visitor was shown', () => {
    expect(shownEstimate({ status: 'by-hand', reason: 'x' })).toBeUndefined();
    expect(shownEstimate({ status: 'loading' })).toBeUndefined();
    expect(
      shownEstimate({
        status: 'priced',
        vatIncluded: false,
        estimate: {
          total: 82_000,
          currency: 'GBP',
          vehicle: '15-Seat Minibus',
          vehicles: ['15-seat'],
          lines: [],
          distanceMiles: 150,
          tariffVersion: 'v4',
          indicative: true,
        },
      }),
    ).toEqual({ total: 82_000, tariffVersion: 'v4' });
  });
});
