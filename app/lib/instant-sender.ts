/**
 * Who "sent" a price the site made by itself (an instant offer), as the price record names it: the
 * instant-booking feature writes it, and the customer's answer reads it to tell the operator that
 * a booking was made with nobody at Bus4U involved.
 */
export const INSTANT_SENDER = 'instant booking';
