import type { Testimonial } from './types';

// Sample testimonials: the operator should replace these with real, consented customer quotes.
export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Fourteen of us needed to be at Heathrow for a 7am flight. The driver was outside at half past two, loaded every case and had us at Terminal 5 with time to spare.',
    author: 'Sian M.',
    occasion: 'Airport transfer to Heathrow',
  },
  {
    quote:
      'Our guests were ferried from the church to the reception and back to their hotels without a single hitch. The driver was patient, smart and kind to my nan.',
    author: 'Gareth & Nia P.',
    occasion: 'Wedding guest shuttle',
  },
  {
    quote:
      'We use Bus4U for our Year 5 trips. The minibus is always clean, the driver knows the drill with headcounts and the children came back chattering about the trip, not the journey.',
    author: 'Helen R.',
    occasion: 'Primary school trip',
  },
];
