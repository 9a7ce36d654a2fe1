/** The words of payment documents and their e-mails, in English and Welsh. */
import type { Translations } from '#app/lib/locale.ts';
import type { DocumentKind } from './document-kinds.ts';

export interface DocumentText {
  title: Record<DocumentKind, string>;
  number: string;
  issued: string;
  supplyTime: string;
  reference: string;
  supplier: string;
  vatNumber: string;
  customer: string;
  description: string;
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
  totalNet: string;
  totalVat: string;
  total: Record<DocumentKind, string>;
  /** How a payment was made, as a sentence (Welsh mutates the noun after its preposition). */
  paidBy: Record<string, string>;
  /** "Passenger transport in a 16-Seat Minibus: Canton to Heathrow, 12 June 2027". */
  line: (vehicle: string, from: string, to: string, date: string) => string;
  against: (number: number) => string;
  zeroRated: string;
  thanks: string;
  /** The customer page's list. */
  listHeading: string;
  listItem: (title: string, number: number) => string;
  email: {
    subject: (title: string, number: number, reference: string) => string;
    heading: (firstName: string) => string;
    payment: (amount: string) => string;
    refund: (amount: string) => string;
    attached: Record<DocumentKind, string>;
  };
}

export const DOCUMENT_TEXT: Translations<DocumentText> = {
  en: {
    title: { receipt: 'Receipt', 'vat-invoice': 'VAT invoice', 'credit-note': 'Credit note' },
    number: 'Number',
    issued: 'Date of issue',
    supplyTime: 'Date and time of supply',
    reference: 'Booking reference',
    supplier: 'From',
    vatNumber: 'VAT registration number',
    customer: 'To',
    description: 'Description',
    vatRate: 'VAT rate',
    net: 'Without VAT',
    vat: 'VAT',
    gross: 'Amount',
    totalNet: 'Total without VAT',
    totalVat: 'Total VAT',
    total: {
      receipt: 'Total paid',
      'vat-invoice': 'Total paid',
      'credit-note': 'Total refunded',
    },
    paidBy: {
      stripe: 'Paid by card.',
      'bank-transfer': 'Paid by bank transfer.',
      cash: 'Paid in cash.',
      'card-on-the-day': 'Paid by card on the day.',
    },
    line: (vehicle, from, to, date) =>
      `Passenger transport in a ${vehicle}: ${from} to ${to}, ${date}`,
    against: (number) => `This credit note is for document ${number}.`,
    zeroRated: 'Zero-rated: passenger transport in a vehicle built to carry 10 or more people.',
    thanks: 'Thank you for travelling with us.',
    listHeading: 'Your receipts and invoices',
    listItem: (title, number) => `${title} ${number} (PDF)`,
    email: {
      subject: (title, number, reference) => `${title} ${number} for your booking ${reference}`,
      heading: (firstName) => `Hello ${firstName},`,
      payment: (amount) => `Thank you: we have received your payment of ${amount}.`,
      refund: (amount) => `We have refunded ${amount} to you.`,
      attached: {
        receipt: 'Your receipt is attached as a PDF for your records.',
        'vat-invoice': 'Your VAT invoice is attached as a PDF for your records.',
        'credit-note': 'Your credit note is attached as a PDF for your records.',
      },
    },
  },
  cy: {
    title: { receipt: 'Derbynneb', 'vat-invoice': 'Anfoneb TAW', 'credit-note': 'Nodyn credyd' },
    number: 'Rhif',
    issued: 'Dyddiad cyhoeddi',
    supplyTime: 'Dyddiad ac amser y cyflenwad',
    reference: 'Cyfeirnod yr archeb',
    supplier: 'Oddi wrth',
    vatNumber: 'Rhif cofrestru TAW',
    customer: 'At',
    description: 'Disgrifiad',
    vatRate: 'Cyfradd TAW',
    net: 'Heb TAW',
    vat: 'TAW',
    gross: 'Swm',
    totalNet: 'Cyfanswm heb TAW',
    totalVat: 'Cyfanswm TAW',
    total: {
      receipt: 'Cyfanswm a dalwyd',
      'vat-invoice': 'Cyfanswm a dalwyd',
      'credit-note': 'Cyfanswm a ad-dalwyd',
    },
    paidBy: {
      stripe: 'Talwyd â cherdyn.',
      'bank-transfer': 'Talwyd drwy drosglwyddiad banc.',
      cash: 'Talwyd ag arian parod.',
      'card-on-the-day': 'Talwyd â cherdyn ar y diwrnod.',
    },
    line: (vehicle, from, to, date) => `Cludo teithwyr mewn ${vehicle}: ${from} i ${to}, ${date}`,
    against: (number) => `Mae'r nodyn credyd hwn ar gyfer dogfen ${number}.`,
    zeroRated: 'Cyfradd sero: cludo teithwyr mewn cerbyd a adeiladwyd i gludo 10 neu fwy o bobl.',
    thanks: 'Diolch am deithio gyda ni.',
    listHeading: 'Eich derbynebau a’ch anfonebau',
    listItem: (title, number) => `${title} ${number} (PDF)`,
    email: {
      subject: (title, number, reference) => `${title} ${number} ar gyfer eich archeb ${reference}`,
      heading: (firstName) => `Helo ${firstName},`,
      payment: (amount) => `Diolch: rydym wedi cael eich taliad o ${amount}.`,
      refund: (amount) => `Rydym wedi ad-dalu ${amount} i chi.`,
      attached: {
        receipt: 'Mae eich derbynneb ynghlwm fel PDF i’w chadw.',
        'vat-invoice': 'Mae eich anfoneb TAW ynghlwm fel PDF i’w chadw.',
        'credit-note': 'Mae eich nodyn credyd ynghlwm fel PDF i’w gadw.',
      },
    },
  },
};
