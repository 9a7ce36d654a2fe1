/**
 * Above this price a VAT invoice must be a full one, naming the customer's address: a simplified
 * invoice (VAT Regulations 1995, regulation 16A) is allowed only where the consideration for the
 * supply does not exceed £250, and the supply is the whole journey, whatever each payment is.
 */
export const FULL_VAT_INVOICE_ABOVE_PENCE = 25_000;
