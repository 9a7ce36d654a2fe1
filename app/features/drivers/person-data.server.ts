/**
 * The drivers' share of a person's data (app/lib/person-data.server.ts). A driver is found by their
 * e-mail address, not through a request. Erasure removes their phone and e-mail and retires them
 * (nobody can be reached, so nobody is given a job); their name, badge number, licence categories
 * and document dates stay: the operator's licence record of who drove each job, and with what.
 */
import { sql } from 'drizzle-orm';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { drivers } from './drivers-schema.server.ts';

const byAddress = (email: string) => sql`lower(${drivers.email}) = ${email}`;

export const personData: PersonDataPart = {
  name: 'drivers',
  kept: 'A driver’s name, badge number, licence categories and document dates stay, with no phone or e-mail: the record of who drove each job that the operator’s licence asks for.',
  // A driver's record belongs to no request.
  export: () => Promise.resolve([]),
  erase: () => Promise.resolve(),
  async exportByEmail(db, email) {
    return db
      .select({
        name: drivers.name,
        phone: drivers.phone,
        email: drivers.email,
        licenceCategories: drivers.licenceCategories,
        licenceValidUntil: drivers.licenceValidUntil,
        cpcUntil: drivers.cpcUntil,
        dbsValidUntil: drivers.dbsValidUntil,
        badgeNumber: drivers.badgeNumber,
        badgeUntil: drivers.badgeUntil,
        active: drivers.active,
        createdAt: drivers.createdAt,
      })
      .from(drivers)
      .where(byAddress(email));
  },
  async eraseByEmail(tx, email, erased) {
    const rows = await tx
      .update(drivers)
      .set({ phone: erased.text, email: null, active: false })
      .where(byAddress(email))
      .returning({ id: drivers.id });
    return rows.length;
  },
};
