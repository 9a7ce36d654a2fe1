/** Putting a request's booking on an account from its admin page: the intent and words. Client-safe. */
export const ON_ACCOUNT_INTENT = 'put-on-account';

export const ON_ACCOUNT_MESSAGES = {
  choose: 'Choose the account to put this booking on.',
  noBooking: 'Only a live booking can go on an account. Accept a price first.',
  done: (organisation: string, confirmed: boolean) =>
    confirmed
      ? `On ${organisation}'s account, and confirmed without payment.`
      : `On ${organisation}'s account.`,
} as const;
