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
  driverName: string | null;
  farePence: number;
  status: BookingStatus;
  clashesWith: number[];
}

export interface FleetOption {
  id: number;
  name: string;
  seats: number;
  active: boolean;
}
