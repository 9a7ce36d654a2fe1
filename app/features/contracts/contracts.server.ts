/** Contracts as their form saved them: added inside the transaction that enters their journeys, listed, read. */
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { accounts, contracts, termCalendars } from './contracts-schema.server.ts';
import type { ContractInput } from './contract-form.ts';

export async function insertContract(
  tx: Pick<AppDb, 'insert'>,
  input: Omit<ContractInput, 'pricePence' | 'vehicleId' | 'driverId'> & { pricePence: number },
): Promise<{ id: number; reference: string }> {
  const [row] = await tx
    .insert(contracts)
    .values({
      accountId: input.accountId,
      pickupLocation: input.pickupLocation,
      destination: input.destination,
      pickupTime: input.pickupTime,
      returnTime: input.returnTime,
      weekdays: input.weekdays,
      firstDay: input.firstDay,
      lastDay: input.lastDay,
      calendarId: input.calendarId,
      passengers: input.passengers,
      pricePence: input.pricePence,
      runsOnBankHolidays: input.runsOnBankHolidays,
      school: input.school,
      skippedDays: input.skippedDays,
    })
    .returning({ id: contracts.id, reference: contracts.reference });
  return row!;
}

/** The price per journey from now on, after a change from a date (earlier journeys keep theirs). */
export async function setContractPrice(
  db: Pick<AppDb, 'update'>,
  contractId: number,
  pricePence: number,
): Promise<void> {
  await db.update(contracts).set({ pricePence }).where(eq(contracts.id, contractId));
}

const CONTRACT_COLUMNS = {
  id: contracts.id,
  reference: contracts.reference,
  accountId: contracts.accountId,
  organisation: accounts.organisation,
  pickupLocation: contracts.pickupLocation,
  destination: contracts.destination,
  pickupTime: contracts.pickupTime,
  returnTime: contracts.returnTime,
  weekdays: contracts.weekdays,
  firstDay: contracts.firstDay,
  lastDay: contracts.lastDay,
  calendarName: termCalendars.name,
  passengers: contracts.passengers,
  pricePence: contracts.pricePence,
  runsOnBankHolidays: contracts.runsOnBankHolidays,
  school: contracts.school,
  skippedDays: contracts.skippedDays,
};

export async function listContracts(db: Pick<AppDb, 'select'>) {
  return db
    .select(CONTRACT_COLUMNS)
    .from(contracts)
    .innerJoin(accounts, eq(contracts.accountId, accounts.id))
    .leftJoin(termCalendars, eq(contracts.calendarId, termCalendars.id))
    .orderBy(desc(contracts.id));
}

export async function contractById(db: Pick<AppDb, 'select'>, contractId: number) {
  const [row] = await db
    .select(CONTRACT_COLUMNS)
    .from(contracts)
    .innerJoin(accounts, eq(contracts.accountId, accounts.id))
    .leftJoin(termCalendars, eq(contracts.calendarId, termCalendars.id))
    .where(eq(contracts.id, contractId));
  return row ?? null;
}
