import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';

/** The columns that describe one request and its trip; the request page and exports select them. */
export const QUOTE_TRIP_COLUMNS = {
  id: quoteRequests.id,
  createdAt: quoteRequests.createdAt,
  name: quoteRequests.name,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  pickupLocation: quoteRequests.pickupLocation,
  destination: quoteRequests.destination,
  pickupDate: quoteRequests.pickupDate,
  pickupTime: quoteRequests.pickupTime,
  returnDate: quoteRequests.returnDate,
  returnTime: quoteRequests.returnTime,
  passengerCount: quoteRequests.passengerCount,
  journeyType: quoteRequests.journeyType,
  journeyDirection: quoteRequests.journeyDirection,
  specialRequirements: quoteRequests.specialRequirements,
  estimateTotal: quoteRequests.estimateTotal,
  estimateTariffVersion: quoteRequests.estimateTariffVersion,
} as const;
