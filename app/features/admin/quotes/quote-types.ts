/** Shapes the admin loaders hand to the pages (client-safe, so components can name them). */
import type { PipelineStatus } from './quote-status.ts';

export interface QuoteListItem {
  id: string;
  receivedAt: string;
  name: string;
  /** For the reply actions on a phone's card. */
  email: string;
  phone: string;
  service: string | null;
  pickupDate: string;
  pickupLocation: string;
  destination: string;
  passengers: number;
  source: string | null;
  status: PipelineStatus;
  urgent: boolean;
  /** Booked instantly, with nobody here involved (told by the booking register, through the route). */
  instant?: boolean;
  /** Its booking is cancelled (told by the booking register, through the route). */
  bookingCancelled?: boolean;
}
