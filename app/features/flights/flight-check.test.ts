import { describe, expect, it } from 'vitest';
import { checkFlight, lookUpWindow, type FlightToCheck } from './flight-check.ts';
import { FLIGHT_REFUSALS } from './flight-number-text.ts';

const JFK_TO_LHR: FlightToCheck = {
  origin: { code: 'JFK', name: 'John F Kennedy Intl' },
  destination: { code: 'LHR', name: 'London Heathrow' },
  scheduledDeparture: new Date('2027-01-11T22:00:00Z'),
  scheduledArrival: new Date('2027-01-12T10:10:00Z'),
};
const FAO_TO_LGW: FlightToCheck = {
  origin: { code: 'FAO', name: 'Faro' },
  destination: { code: 'LGW', name: 'London Gatwick' },
  scheduledDeparture: new Date('2027-07-12T09:00:00Z'),
  scheduledArrival: new Date('2027-07-12T11:50:00Z'),
};

describe('checkFlight', () => {
  it('finds an arrival landing at the airport on the London date, whatever day it left', () => {
    expect(checkFlight([JFK_TO_LHR], 'return', 'LHR', '2027-01-12')).toEqual({
      ok: true,
      flight: JFK_TO_LHR,
    });
  });

  it('finds a departure by the date it leaves from the airport', () => {
    expect(checkFlight([JFK_TO_LHR], 'outbound', 'LHR', '2027-01-11')).toMatchObject({
      ok: false,
      problem: 'wrong-airport',
    });
    const fromLgw = { ...FAO_TO_LGW, origin: FAO_TO_LGW.destination };
    expect(checkFlight([fromLgw], 'outbound', 'LGW', '2027-07-12').ok).toBe(true);
  });

  it('reads the date in London time: 23:30 UTC in summer is the next day', () => {
    const late = { ...FAO_TO_LGW, scheduledArrival: new Date('2027-07-12T23:30:00Z') };
    expect(checkFlight([late], 'return', 'LGW', '2027-07-13').ok).toBe(true);
    expect(checkFlight([late], 'return', 'LGW', '2027-07-12')).toEqual({
      ok: false,
      problem: 'not-on-date',
    });
  });

  it('names the airport the provider knows when it is not the journey’s', () => {
    expect(checkFlight([FAO_TO_LGW], 'return', 'LHR', '2027-07-12')).toEqual({
      ok: false,
      problem: 'wrong-airport',
      providerAirport: 'London Gatwick',
    });
  });

  it('refuses a flight the provider has none of that day', () => {
    expect(checkFlight([], 'return', 'LHR', '2027-07-12')).toEqual({
      ok: false,
      problem: 'not-on-date',
    });
  });
});

describe('lookUpWindow', () => {
  it('runs from the start of the day before to the end of the day, London time', () => {
    expect(lookUpWindow('2027-07-12')).toEqual({
      start: new Date('2027-07-10T23:00:00Z'),
      end: new Date('2027-07-12T23:00:00Z'),
    });
  });
});

describe('the refusals', () => {
  it('say what the provider knows, in English and Welsh', () => {
    expect(
      FLIGHT_REFUSALS.en.wrongAirport(
        'return',
        'BA 1234',
        '12 Jan',
        'London Gatwick',
        'Heathrow Terminal 5',
      ),
    ).toBe(
      'BA 1234 on 12 Jan lands at London Gatwick, not Heathrow Terminal 5. Check the number, or tell us if the airport has changed',
    );
    expect(
      FLIGHT_REFUSALS.cy.wrongAirport(
        'outbound',
        'BA 1234',
        '12 Ion',
        'London Gatwick',
        'Maes Awyr Caerdydd',
      ),
    ).toBe(
      'Mae BA 1234 ar 12 Ion yn gadael o faes awyr arall: London Gatwick, nid Maes Awyr Caerdydd. Gwiriwch y rhif, neu rhowch wybod i ni os yw’r maes awyr wedi newid',
    );
    expect(FLIGHT_REFUSALS.en.notOnDate('BA 1234', '12 Jan')).toBe(
      'We can’t find flight BA 1234 on 12 Jan. Check the number and the date on your booking',
    );
  });
});
