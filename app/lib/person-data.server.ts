/**
 * One place that holds something of a person, as the privacy tools see it: each feature offers a
 * part (what it exports for a subject access request, and what it erases), and the composition
 * (server/person-data.server.ts) lists them, so erasure and export reach every table that holds a
 * person without the privacy tools reaching into the features that own those tables.
 */
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';

/** What an erased field says instead of the person's details. */
export interface ErasedValues {
  text: string;
  email: string;
}

export interface PersonDataPart {
  /** The export's key for this part's rows, e.g. "bookings". */
  name: string;
  /** The rows of these requests that hold the person, as the export shows them. */
  export(db: AppDb, quoteIds: string[]): Promise<unknown[]>;
  /**
   * Runs before anything of these requests is erased, inside the erasure's transaction: for what
   * must be finished from the data as it was (a document whose PDF is not stored yet).
   */
  prepare?(tx: Tx, quoteIds: string[]): Promise<void>;
  /** Removes the person from these requests' rows, inside the erasure's transaction. */
  erase(tx: Tx, quoteIds: string[], erased: ErasedValues): Promise<void>;
  /** What the part keeps after erasure, and why: said to the operator who erased. */
  kept?: string;
  /**
   * Rows that hold the person by their e-mail address and belong to no request (a driver's record):
   * exported beside the part's request rows.
   */
  exportByEmail?(db: AppDb, email: string): Promise<unknown[]>;
  /** Removes the person from those rows, inside the erasure's transaction; answers how many. */
  eraseByEmail?(tx: Tx, email: string, erased: ErasedValues): Promise<number>;
}
