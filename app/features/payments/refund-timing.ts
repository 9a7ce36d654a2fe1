/**
 * How long a card refund usually takes to show on the customer's statement: Stripe documents 5 to
 * 10 business days once it has sent the refund to the card's bank. Said in the refund e-mails;
 * client-safe.
 */
export const CARD_REFUND_WORKING_DAYS = { fewest: 5, most: 10 } as const;
