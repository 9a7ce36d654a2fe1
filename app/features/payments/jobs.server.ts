/** Online payment's deliveries. */
import { z } from 'zod';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote, customerLink } from '#app/lib/jobs/payload-parts.server.ts';
import { PAYMENT_ALERTS } from './operator-alerts.ts';

/** On the day the balance falls due: what is left, with the link to pay it. */
export const balanceRequestJob = defineJob({
  name: 'payment.balance-request',
  version: 1,
  label: 'Balance request',
  schema: aboutQuote.extend({ customerLink }),
  bookingOnly: true,
});

/** Two days later, if it is still unpaid. */
export const balanceReminderJob = defineJob({
  name: 'payment.balance-reminder',
  version: 1,
  label: 'Balance reminder',
  schema: aboutQuote.extend({ customerLink }),
  bookingOnly: true,
});

/** A payment's receipt or VAT invoice, or a refund's credit note, as a PDF attachment. */
export const documentEmailJob = defineJob({
  name: 'payment.document',
  version: 1,
  label: 'Receipt, invoice or credit note',
  schema: aboutQuote.extend({ documentNumber: z.number().int() }),
});

/** A word to the operator about a booking's money (operator-alerts.server.ts). */
export const paymentAlertJob = defineJob({
  name: 'payment.operator-alert',
  version: 1,
  label: 'Payment alert to the operator',
  schema: aboutQuote.extend({ paymentAlert: z.enum(PAYMENT_ALERTS) }),
});

/** Asks Stripe for the refunds of a request still on their way, until each is made or settled. */
export const refundJob = defineJob({
  name: 'payment.refund',
  version: 1,
  label: 'Refund to the card',
  schema: aboutQuote,
});

/** Closes at Stripe the Checkout Sessions of a request no longer to be paid, until Stripe has. */
export const checkoutExpiryJob = defineJob({
  name: 'payment.checkout-expiry',
  version: 1,
  label: 'Closing an unpaid card payment page',
  schema: aboutQuote,
});

/** Tells the customer why (part of) a payment goes back to their card. */
export const paymentReturnedJob = defineJob({
  name: 'payment.payment-returned',
  version: 1,
  label: 'Money going back, told to the customer',
  schema: aboutQuote.extend({
    customerLink,
    /** A payment the booking could not take: why, and how much of it goes back. */
    notTaken: z.object({ paymentId: z.number(), reason: z.string(), amountPence: z.number() }),
  }),
});

/**
 * An account's monthly invoice and statement, e-mailed to its billing address. Jobs name a request:
 * this one names the request of the invoice's first journey, so the delivery shows on that page.
 */
export const accountInvoiceEmailJob = defineJob({
  name: 'payment.account-invoice',
  version: 1,
  label: 'Monthly account invoice and statement',
  schema: aboutQuote.extend({ invoiceNumber: z.number().int() }),
});

/** An account's invoice still unpaid 7 or 14 days after it was due: a reminder to its billing e-mail. */
export const accountInvoiceReminderJob = defineJob({
  name: 'payment.account-invoice-reminder',
  version: 1,
  label: 'Reminder of an overdue account invoice',
  schema: aboutQuote.extend({ invoiceNumber: z.number().int(), daysLate: z.number().int() }),
});
