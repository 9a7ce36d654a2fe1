/** How the register writes a booking's time: the operator reads it in Cardiff. Client-safe. */
const LONDON_SLOT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export function formatSlot(iso: string): string {
  return LONDON_SLOT.format(new Date(iso));
}

/** Client-safe copy of the register's statuses (bookings-schema.server.ts). */
export type BookingStatus = 'awaiting-payment' | 'confirmed' | 'cancelled';

export interface BookingListRow {
  id: number;
  quoteId: string;
  pickupAt: string;
  hirerName: string;
  hirerPhone: string;
  pickupLocation: string;
  destination: string;
  passengers: number;
  quotedVehicle: string;
  vehicleId: number | null;
  vehicleName: string | null;
  driverId: number | null;
  /** The driver's name as it was when they were given the job (or typed, on older bookings). */
  driverName: string | null;
  farePence: number;
  status: BookingStatus;
  clashesWith: number[];
  /** Other live jobs at the same time with the same driver. */
  driverClashesWith: number[];
  /** The assigned vehicle's seats, null while none is assigned. */
  vehicleSeats: number | null;
  /** The assigned vehicle has fewer seats than the passengers. */
  tooFewSeats: boolean;
  /** Booked from an instant offer, with nobody at Bus4U involved. */
  instant: boolean;
  /** The contract's reference for one of its journeys; null for a one-off booking. */
  contractReference: string | null;
}

/** A driver the assignment form offers. */
export interface DriverOption {
  id: number;
  name: string;
  active: boolean;
  licenceCategories: string[];
}

export interface FleetOption {
  id: number;
  name: string;
  seats: number;
  active: boolean;
}

/** A vehicle as the fleet list shows it, with its registration and documents. */
export interface FleetVehicle extends FleetOption {
  registration: string | null;
  motDue: string | null;
  insuranceUntil: string | null;
  nextInspection: string | null;
  inspectionWeeks: number | null;
  roadTaxDue: string | null;
  plateUntil: string | null;
}
