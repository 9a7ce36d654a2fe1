/**
 * The booking register's share of a person's data (app/lib/person-data.server.ts):
 * the hirer's name, e-mail and phone go on erasure; the job itself (date, places, passengers,
 * fare, vehicle) stays, as the operator's licensing record of journeys carried, with nobody in it.
 */
import { inArray } from 'drizzle-orm';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { bookings } from './bookings-schema.server.ts';

export const personData: PersonDataPart = {
  name: 'bookings',
  kept: 'The booking register keeps each job’s date, places, passengers, vehicle and fare, with no name, e-mail or phone: the record of journeys carried that a private hire operator keeps.',
  async export(db, quoteIds) {
    return db
      .select({
        quoteId: bookings.quoteId,
        status: bookings.status,
        hirerName: bookings.hirerName,
        hirerEmail: bookings.hirerEmail,
        hirerPhone: bookings.hirerPhone,
        pickupLocation: bookings.pickupLocation,
        destination: bookings.destination,
        pickupAt: bookings.pickupAt,
        returnAt: bookings.returnAt,
        passengers: bookings.passengers,
        farePence: bookings.farePence,
        quotedVehicle: bookings.quotedVehicle,
        driverName: bookings.driverName,
        createdAt: bookings.createdAt,
        cancelledAt: bookings.cancelledAt,
      })
      .from(bookings)
      .where(inArray(bookings.quoteId, quoteIds));
  },
  async erase(tx, quoteIds, erased) {
    await tx
      .update(bookings)
      .set({ hirerName: erased.text, hirerEmail: erased.email, hirerPhone: erased.text })
      .where(inArray(bookings.quoteId, quoteIds));
  },
};
