/** The numbers and paths of asking for a review. Client-safe: the opt-out page reads them. */

/** The review is asked for this many days after the pickup date (London)... */
export const REVIEW_AFTER_DAYS = 1;
/** ...at this London time, a civil hour for an e-mail that asks a favour. */
export const REVIEW_EMAIL_TIME = '10:00';

/** The opt-out link in the e-mail: `/reviews/opt-out/<token>` (and its Welsh twin under /cy). */
export const REVIEW_OPT_OUT_PATH_PREFIX = '/reviews/opt-out/';
/** The page, its Welsh twin and their data requests (`…/<token>.data`); the token has no slash. */
export const REVIEW_OPT_OUT_ROUTE = /^(?:\/cy)?\/reviews\/opt-out\/[^/]+$/;
/** The opt-out form posts no fields: anything much bigger is not from it. */
export const REVIEW_OPT_OUT_BODY_MAX_BYTES = 1024;

/** Why a review job sent nothing (the job's output in the admin's deliveries). */
export const REVIEW_SKIPPED = {
  noLink: 'no review link is configured (REVIEW_URL)',
  notConfirmed: 'the booking is not confirmed',
  erased: "the customer's details were erased",
  tripAhead: 'the trip is still ahead: asked again the day after',
  optedOut: 'the customer asked not to be asked for reviews',
  done: 'already asked for this booking',
} as const;
