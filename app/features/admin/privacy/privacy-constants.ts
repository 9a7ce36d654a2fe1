/** What an anonymised quote request says in place of the person's details. */
export const ERASED_TEXT = 'Erased';
/** A reserved .invalid address: never deliverable, and how retention spots done rows. */
export const ERASED_EMAIL = 'erased@erased.invalid';
/** The retention pass runs at start and then this often. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
