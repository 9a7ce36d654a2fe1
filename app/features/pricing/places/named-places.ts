/**
 * The places our pages name, listed by hand because no town gazetteer holds them: the depot, the
 * airports of the route pages with their terminals, Cardiff's stations, stadiums and arenas, the
 * theme parks of the theme-park page, and Cardiff's districts (GeoNames lists Cardiff as one
 * place, but a pickup in Caerau and one in St Mellons are 8 miles apart).
 *
 * Coordinates are approximate centres, good to a few hundred metres: enough for a road estimate.
 * Client-safe and small, so the place combobox can offer these names without the gazetteer.
 */
import { BUSINESS } from '#app/content/business.ts';

export const PLACE_KINDS = ['depot', 'airport', 'station', 'venue', 'park', 'district'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number] | 'town';

/** An airport of our route pages; its terminals share the airport's fixed price. */
export const AIRPORT_IDS = [
  'cardiff-airport',
  'bristol-airport',
  'heathrow',
  'gatwick',
  'birmingham-airport',
  'manchester-airport',
] as const;
export type AirportId = (typeof AIRPORT_IDS)[number];

export interface NamedPlace {
  id: string;
  name: string;
  kind: Exclude<PlaceKind, 'town'>;
  lat: number;
  lon: number;
  /** Other ways people write it; matched like the name. */
  aliases?: string[];
  airport?: AirportId;
}

const airport = (
  id: string,
  name: string,
  lat: number,
  lon: number,
  airportId: AirportId,
  aliases: string[],
): NamedPlace => ({ id, name, kind: 'airport', lat, lon, airport: airportId, aliases });

export const DEPOT: NamedPlace = {
  id: 'depot',
  name: `${BUSINESS.name} depot, ${BUSINESS.address.street}`,
  kind: 'depot',
  lat: BUSINESS.geo.latitude,
  lon: BUSINESS.geo.longitude,
  aliases: [BUSINESS.address.street, BUSINESS.address.postcode],
};

const terminals = (n: number) => [`terminal ${n}`, `t${n}`];

export const NAMED_PLACES: NamedPlace[] = [
  DEPOT,
  // Airports of the route pages (app/content/services.ts AIRPORT_ROUTES) and their terminals.
  airport('cwl', 'Cardiff Airport', 51.3967, -3.3433, 'cardiff-airport', [
    'Cardiff International Airport',
    'Cardiff Wales Airport',
    'CWL',
    'Rhoose Airport',
  ]),
  airport('brs', 'Bristol Airport', 51.3827, -2.7191, 'bristol-airport', ['BRS', 'Lulsgate']),
  airport('lhr', 'Heathrow Airport', 51.47, -0.4543, 'heathrow', [
    'Heathrow',
    'London Heathrow',
    'London Heathrow Airport',
    'LHR',
  ]),
  ...[2, 3, 4, 5].map((n) =>
    airport(
      `lhr-t${n}`,
      `Heathrow Terminal ${n}`,
      [51.4694, 51.4713, 51.4598, 51.4723][n - 2]!,
      [-0.45, -0.456, -0.4468, -0.4879][n - 2]!,
      'heathrow',
      [
        ...terminals(n).map((t) => `Heathrow ${t}`),
        ...terminals(n).map((t) => `LHR ${t}`),
        `London Heathrow Terminal ${n}`,
      ],
    ),
  ),
  airport('lgw', 'Gatwick Airport', 51.1537, -0.1821, 'gatwick', [
    'Gatwick',
    'London Gatwick',
    'London Gatwick Airport',
    'LGW',
  ]),
  airport('lgw-north', 'Gatwick North Terminal', 51.1625, -0.177, 'gatwick', [
    'Gatwick North',
    'London Gatwick North Terminal',
  ]),
  airport('lgw-south', 'Gatwick South Terminal', 51.1565, -0.161, 'gatwick', [
    'Gatwick South',
    'London Gatwick South Terminal',
  ]),
  airport('bhx', 'Birmingham Airport', 52.4539, -1.748, 'birmingham-airport', [
    'Birmingham International Airport',
    'BHX',
  ]),
  airport('man', 'Manchester Airport', 53.3537, -2.275, 'manchester-airport', [
    'Manchester International Airport',
    'MAN',
    'Ringway',
  ]),
  ...[1, 2, 3].map((n) =>
    airport(
      `man-t${n}`,
      `Manchester Airport Terminal ${n}`,
      [53.365, 53.368, 53.362][n - 1]!,
      [-2.273, -2.27, -2.273][n - 1]!,
      'manchester-airport',
      [
        ...terminals(n).map((t) => `Manchester ${t}`),
        ...terminals(n).map((t) => `Manchester Airport ${t}`),
      ],
    ),
  ),
  // Cardiff's stations.
  {
    id: 'cardiff-central',
    name: 'Cardiff Central station',
    kind: 'station',
    lat: 51.4761,
    lon: -3.1793,
    aliases: ['Cardiff Central', 'Cardiff Central Station', 'Cardiff Central railway station'],
  },
  {
    id: 'cardiff-queen-street',
    name: 'Cardiff Queen Street station',
    kind: 'station',
    lat: 51.482,
    lon: -3.1703,
    aliases: ['Cardiff Queen Street', 'Queen Street station'],
  },
  {
    id: 'cardiff-bay-station',
    name: 'Cardiff Bay station',
    kind: 'station',
    lat: 51.467,
    lon: -3.166,
  },
  {
    id: 'cardiff-bus-station',
    name: 'Cardiff bus station',
    kind: 'station',
    lat: 51.4763,
    lon: -3.1786,
    aliases: ['Central Square', 'Cardiff Interchange'],
  },
  // Stadiums, arenas and venues.
  {
    id: 'principality-stadium',
    name: 'Principality Stadium',
    kind: 'venue',
    lat: 51.4782,
    lon: -3.1826,
    aliases: ['Millennium Stadium', 'National Stadium of Wales'],
  },
  {
    id: 'cardiff-city-stadium',
    name: 'Cardiff City Stadium',
    kind: 'venue',
    lat: 51.4728,
    lon: -3.203,
  },
  {
    id: 'cardiff-arms-park',
    name: 'Cardiff Arms Park',
    kind: 'venue',
    lat: 51.479,
    lon: -3.184,
    aliases: ['Arms Park'],
  },
  {
    id: 'sophia-gardens',
    name: 'Sophia Gardens',
    kind: 'venue',
    lat: 51.4871,
    lon: -3.1903,
    aliases: ['Sophia Gardens cricket ground', 'SWALEC Stadium'],
  },
  {
    id: 'utilita-arena',
    name: 'Utilita Arena Cardiff',
    kind: 'venue',
    lat: 51.4784,
    lon: -3.1728,
    aliases: ['Utilita Arena', 'Motorpoint Arena', 'Cardiff International Arena'],
  },
  {
    id: 'international-sports-stadium',
    name: 'Cardiff International Sports Stadium',
    kind: 'venue',
    lat: 51.4702,
    lon: -3.205,
  },
  {
    id: 'wales-millennium-centre',
    name: 'Wales Millennium Centre',
    kind: 'venue',
    lat: 51.465,
    lon: -3.1631,
  },
  // Theme parks named on /what-we-offer/theme-park-transfers.
  {
    id: 'oakwood',
    name: 'Oakwood Theme Park',
    kind: 'park',
    lat: 51.7747,
    lon: -4.735,
    aliases: ['Oakwood'],
  },
  { id: 'alton-towers', name: 'Alton Towers', kind: 'park', lat: 52.9874, lon: -1.8866 },
  { id: 'thorpe-park', name: 'Thorpe Park', kind: 'park', lat: 51.4044, lon: -0.5134 },
  {
    id: 'chessington',
    name: 'Chessington World of Adventures',
    kind: 'park',
    lat: 51.3488,
    lon: -0.3191,
    aliases: ['Chessington'],
  },
  {
    id: 'legoland',
    name: 'Legoland Windsor',
    kind: 'park',
    lat: 51.4638,
    lon: -0.65,
    aliases: ['Legoland'],
  },
  { id: 'drayton-manor', name: 'Drayton Manor', kind: 'park', lat: 52.612, lon: -1.7134 },
  {
    id: 'paultons-park',
    name: 'Paultons Park',
    kind: 'park',
    lat: 50.9483,
    lon: -1.553,
    aliases: ['Peppa Pig World'],
  },
  // Cardiff's districts.
  ...(
    [
      ['Adamsdown', 51.482, -3.162],
      ['Butetown', 51.464, -3.169],
      ['Caerau', 51.474, -3.243],
      ['Canton', 51.483, -3.201],
      ['Cardiff Bay', 51.463, -3.165],
      ['Cathays', 51.492, -3.181],
      ['Creigiau', 51.523, -3.315],
      ['Cyncoed', 51.514, -3.163],
      ['Danescourt', 51.501, -3.236],
      ['Ely', 51.484, -3.239],
      ['Fairwater', 51.49, -3.24],
      ['Gabalfa', 51.499, -3.2],
      ['Grangetown', 51.466, -3.188],
      ['Heath', 51.508, -3.184],
      ['Leckwith', 51.47, -3.212],
      ['Lisvane', 51.532, -3.172],
      ['Llandaff', 51.495, -3.218],
      ['Llandaff North', 51.506, -3.218],
      ['Llanedeyrn', 51.514, -3.147],
      ['Llanishen', 51.527, -3.183],
      ['Llanrumney', 51.512, -3.121],
      ['Pentwyn', 51.52, -3.138],
      ['Penylan', 51.499, -3.156],
      ['Pontcanna', 51.488, -3.196],
      ['Pontprennau', 51.531, -3.142],
      ['Rhiwbina', 51.523, -3.211],
      ['Riverside', 51.481, -3.192],
      ['Roath', 51.492, -3.162],
      ['Rumney', 51.502, -3.12],
      ['Splott', 51.479, -3.15],
      ['St Fagans', 51.487, -3.27],
      ['St Mellons', 51.523, -3.108],
      ['Thornhill', 51.538, -3.193],
      ['Tongwynlais', 51.531, -3.252],
      ['Tremorfa', 51.484, -3.138],
      ['Trowbridge', 51.514, -3.102],
      ['Whitchurch', 51.515, -3.222],
    ] as const
  ).map(([name, lat, lon]): NamedPlace => ({
    id: `cardiff-${name.toLowerCase().replace(/\s+/g, '-')}`,
    name: `${name}, Cardiff`,
    kind: 'district',
    lat,
    lon,
    aliases: [name],
  })),
];
