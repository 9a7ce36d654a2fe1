import { describe, expect, it } from 'vitest';
import { journeyFlightLegs } from './journey-flight-legs.ts';

const LHR = { code: 'LHR', name: 'Heathrow Terminal 5' };

describe('journeyFlightLegs', () => {
  it('gives a trip to the airport and back a departure then an arrival', () => {
    expect(
      journeyFlightLegs({
        pickupAirport: null,
        destinationAirport: LHR,
        pickupDate: '2027-01-05',
        returnDate: '2027-01-12',
      }),
    ).toEqual([
      { leg: 'outbound', airport: LHR, flightDate: '2027-01-05' },
      { leg: 'return', airport: LHR, flightDate: '2027-01-12' },
    ]);
  });

  it('gives a pickup at the airport an arrival on the pickup date', () => {
    expect(
      journeyFlightLegs({
        pickupAirport: LHR,
        destinationAirport: null,
        pickupDate: '2027-01-12',
        returnDate: null,
      }),
    ).toEqual([{ leg: 'return', airport: LHR, flightDate: '2027-01-12' }]);
  });

  it('gives a pickup at the airport and a trip back the departure on the return date', () => {
    expect(
      journeyFlightLegs({
        pickupAirport: LHR,
        destinationAirport: null,
        pickupDate: '2027-01-12',
        returnDate: '2027-01-20',
      }).map((leg) => [leg.leg, leg.flightDate]),
    ).toEqual([
      ['outbound', '2027-01-20'],
      ['return', '2027-01-12'],
    ]);
  });

  it('has no flight legs without an airport', () => {
    expect(
      journeyFlightLegs({
        pickupAirport: null,
        destinationAirport: null,
        pickupDate: '2027-01-12',
        returnDate: null,
      }),
    ).toEqual([]);
  });
});
