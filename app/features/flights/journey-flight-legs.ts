/**
 * Which flight legs a journey has, and on which London date each flight is. A flight from the
 * named airport is the outbound leg and one to it the return leg, whichever way the trip was
 * entered: a pickup at the airport meets an arrival on the pickup date (and a trip back meets a
 * departure on the return date); a journey to the airport meets a departure on the pickup date
 * (and a trip back meets an arrival on the return date). Pure and client-safe.
 */
import type { FlightLeg } from './flight-check.ts';

export interface JourneyAirport {
  /** IATA code (LHR). */
  code: string;
  /** As the journey names it ("Heathrow Terminal 5"). */
  name: string;
}

export interface JourneyForFlights {
  pickupAirport: JourneyAirport | null;
  destinationAirport: JourneyAirport | null;
  pickupDate: string;
  returnDate: string | null;
}

export interface JourneyFlightLeg {
  leg: FlightLeg;
  airport: JourneyAirport;
  flightDate: string;
}

export function journeyFlightLegs(journey: JourneyForFlights): JourneyFlightLeg[] {
  const { pickupAirport, destinationAirport, pickupDate, returnDate } = journey;
  if (pickupAirport) {
    const legs: JourneyFlightLeg[] = [
      { leg: 'return', airport: pickupAirport, flightDate: pickupDate },
    ];
    if (returnDate)
      legs.unshift({ leg: 'outbound', airport: pickupAirport, flightDate: returnDate });
    return legs;
  }
  if (destinationAirport) {
    const legs: JourneyFlightLeg[] = [
      { leg: 'outbound', airport: destinationAirport, flightDate: pickupDate },
    ];
    if (returnDate)
      legs.push({ leg: 'return', airport: destinationAirport, flightDate: returnDate });
    return legs;
  }
  return [];
}
