import type { Vehicle } from './types';

/**
 * The fleet, smallest first. Luggage figures are guidance for a full load of passengers; fewer
 * passengers leave more room. No makes or model years are given until the operator confirms them.
 */
export const FLEET: Vehicle[] = [
  {
    id: 'luxury-mpv',
    name: 'Luxury MPV',
    seats: 7,
    luggage:
      'Around 5 large suitcases and 5 carry-on bags with 5 passengers; less with all 7 seats in use',
    features: [
      'Premium seating with generous legroom',
      'Air conditioning',
      'Sliding side doors for easy kerbside boarding',
      'Quiet, smooth ride for longer journeys',
      'Ideal for 2 to 7 passengers',
    ],
    accessibility:
      'Low floor and sliding doors make getting in easier than in most cars; ask us about step-free access and folding wheelchairs.',
    bestFor: 'Executive travel, small airport runs, bridal parties and families',
    image: 'fleet-luxury-mpv',
  },
  {
    id: '8-seat',
    name: '8-Seat Minibus',
    seats: 8,
    luggage: 'Around 8 large suitcases and 8 carry-on bags',
    features: [
      'Forward-facing seats with three-point seat belts',
      'Air conditioning',
      'Large rear boot for luggage',
      'Comfortable for long motorway runs',
    ],
    accessibility:
      'A grab handle and side step help passengers board; ask us about step-free access before you book.',
    bestFor: 'Airport transfers for families and small groups, business travel',
    image: 'fleet-8-seat',
  },
  {
    id: '12-seat',
    name: '12-Seat Minibus',
    seats: 12,
    luggage: 'Around 10 large suitcases and 12 carry-on bags',
    features: [
      'Forward-facing seats with three-point seat belts',
      'Air conditioning',
      'High roof so most adults can stand to board',
      'Dedicated luggage space behind the rear seats',
    ],
    accessibility:
      'High roof and a wide side door make boarding easier; ask us about step-free access and space for mobility aids.',
    bestFor: 'School trips, wedding guests, sports teams and mid-sized groups',
    image: 'fleet-12-seat',
  },
  {
    id: '15-seat',
    name: '15-Seat Minibus',
    seats: 15,
    luggage: 'Around 12 large suitcases and 15 carry-on bags',
    features: [
      'Long-wheelbase high-roof minibus',
      'Three-point seat belts on every seat',
      'Air conditioning',
      'Generous rear luggage area',
    ],
    accessibility:
      'Wide side door and high roof; ask us about step-free access before booking so we can plan properly.',
    bestFor: 'Stag and hen parties, club away days, staff shuttles and theme park trips',
    image: 'fleet-15-seat',
  },
  {
    id: '16-seat',
    name: '16-Seat Minibus',
    seats: 16,
    luggage: 'Around 14 large suitcases and 16 carry-on bags',
    features: [
      'Long-wheelbase high-roof minibus',
      'Three-point seat belts on every seat',
      'Air conditioning',
      'Largest luggage space in our fleet',
      'Our most requested vehicle for airport groups',
    ],
    accessibility:
      'Wide side door, high roof and grab rails; talk to us about step-free access when you ask for a quote.',
    bestFor: 'Large airport groups, weddings, corporate events and sporting fixtures',
    image: 'fleet-16-seat',
  },
];
