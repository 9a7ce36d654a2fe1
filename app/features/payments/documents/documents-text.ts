/** The words of payment documents and their e-mails, in English and Welsh. */
import type { Translations } from '#app/lib/locale.ts';
import type { DocumentKind } from './document-kinds.ts';
import { CARD_REFUND_WORKING_DAYS } from '../refund-timing.ts';
import type { DocumentPurpose } from './document-purposes.ts';

export interface DocumentText {
  title: Record<DocumentKind, string>;
  /** The title as a file name: lower case, no spaces, in the reader's language. */
  fileTitle: Record<DocumentKind, string>;
  /** "VAT invoice 12 · page 2 of 2": the header of every page after the first. */
  pageHeader: (title: string, page: number, pages: number) => string;
  number: string;
  issued: string;
  /** When the money moved: a receipt's "Date paid", a VAT invoice's time of supply. */
  moneyMoved: Record<DocumentKind, string>;
  /** An invoice issued before payment: its time of supply is its own date. */
  invoiceTaxPoint: string;
  toPay: (amount: string, date: string | null) => string;
  paidAgainst: (title: string, number: number, date: string) => string;
  reference: string;
  purposeLabel: string;
  purpose: Record<DocumentPurpose, string>;
  supplier: string;
  vatNumber: string;
  companyNumber: (number: string) => string;
  customer: string;
  journey: string;
  routeLabel: string;
  route: (from: string, to: string) => string;
  outbound: string;
  returnLeg: string;
  at: (date: string, time: string) => string;
  passengers: string;
  money: string;
  fare: string;
  thisPayment: Record<DocumentKind, string>;
  paidToDate: string;
  leftToPay: string;
  leftToPayBy: (amount: string, date: string) => string;
  /** What is left to pay of a cancelled booking. */
  cancelledKept: string;
  /** A cancelled booking's credit note: the charge kept under the terms, and the final cost. */
  cancellationCharge: string;
  finalCost: string;
  description: string;
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
  totalNet: string;
  totalVat: string;
  total: Record<DocumentKind, string>;
  totalToPay: string;
  paidBy: Record<string, string>;
  line: (vehicle: string, seats: number | null) => string;
  corrects: (title: string, number: number, date: string) => string;
  reason: (reason: string) => string;
  noReason: string;
  zeroRated: string;
  thanks: string;
  refundClosing: string;
  /** The customer page's list. */
  listHeading: string;
  listItem: (title: string, number: number) => string;
  email: {
    subject: (title: string, number: number, reference: string) => string;
    heading: (firstName: string) => string;
    payment: Record<Exclude<DocumentPurpose, 'refund'>, (amount: string) => string>;
    leftToPay: (amount: string, date: string | null) => string;
    paidInFull: string;
    invoice: (amount: string, date: string | null) => string;
    refund: (amount: string) => string;
    /** Where a refund goes, by how it was paid (a card refund says how long banks take). */
    refundWhere: Record<string, string>;
    /** The refund came back as `count` refunds, one per payment, each with its credit note. */
    eachRefund: (count: number) => string;
    attached: Record<DocumentKind, string>;
  };
}

export const DOCUMENT_TEXT: Translations<DocumentText> = {
  en: {
    title: { receipt: 'Receipt', 'vat-invoice': 'VAT invoice', 'credit-note': 'Credit note' },
    fileTitle: { receipt: 'receipt', 'vat-invoice': 'vat-invoice', 'credit-note': 'credit-note' },
    pageHeader: (title, page, pages) => `${title} · page ${page} of ${pages}`,
    number: 'Number',
    issued: 'Date of issue',
    moneyMoved: {
      receipt: 'Date paid',
      'vat-invoice': 'Time of supply (payment received)',
      'credit-note': 'Date refunded',
    },
    invoiceTaxPoint: 'Time of supply (invoice date)',
    toPay: (amount, date) =>
      date
        ? `Please pay ${amount} by ${date}, quoting your booking reference.`
        : `Please pay ${amount}, quoting your booking reference.`,
    paidAgainst: (title, number, date) =>
      `This receipt is for a payment towards ${title} ${number} of ${date}.`,
    reference: 'Booking reference',
    purposeLabel: 'For',
    purpose: {
      deposit: 'Deposit',
      balance: 'Balance of the fare',
      'whole-fare': 'Whole fare',
      'part-payment': 'Part payment of the fare',
      refund: 'Refund',
    },
    supplier: 'From',
    vatNumber: 'VAT registration number',
    companyNumber: (number) => `Registered in England and Wales, company number ${number}`,
    customer: 'To',
    journey: 'Journey',
    routeLabel: 'Route',
    route: (from, to) => `${from} to ${to}`,
    outbound: 'Outbound',
    returnLeg: 'Return',
    at: (date, time) => `${date} at ${time}`,
    passengers: 'Passengers',
    money: 'Your booking',
    fare: 'Agreed fare',
    thisPayment: {
      receipt: 'This payment',
      'vat-invoice': 'This payment',
      'credit-note': 'This refund',
    },
    paidToDate: 'Paid to date',
    leftToPay: 'Left to pay',
    leftToPayBy: (amount, date) => `${amount}, due by ${date}`,
    cancelledKept: 'Nothing: the booking is cancelled',
    cancellationCharge: 'Cancellation charge (kept under our terms)',
    finalCost: 'Final cost of your booking',
    description: 'Description',
    vatRate: 'VAT rate',
    net: 'Without VAT',
    vat: 'VAT',
    gross: 'Amount',
    totalNet: 'Total without VAT',
    totalVat: 'Total VAT',
    totalToPay: 'Total to pay',
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
    line: (vehicle, seats) =>
      seats === null
        ? `Passenger transport: ${vehicle}`
        : `Passenger transport: ${vehicle} (${seats} passenger seats)`,
    corrects: (title, number, date) => `This credit note corrects ${title} ${number} of ${date}.`,
    reason: (reason) => `Reason: ${reason}`,
    noReason: 'Reason: a refund of your payment.',
    zeroRated:
      'Zero-rated: passenger transport in a vehicle with 9 or more passenger seats (10 or more with the driver).',
    thanks: 'Thank you for travelling with us.',
    refundClosing:
      'If anything about this refund is unclear, please reply to the e-mail it came with.',
    listHeading: 'Your receipts and invoices',
    listItem: (title, number) => `${title} ${number} (PDF)`,
    email: {
      subject: (title, number, reference) => `${title} ${number} for your booking ${reference}`,
      heading: (firstName) => `Hello ${firstName},`,
      payment: {
        deposit: (amount) => `Thank you: we have received your deposit of ${amount}.`,
        balance: (amount) => `Thank you: we have received the balance of ${amount}.`,
        'whole-fare': (amount) => `Thank you: we have received the whole fare of ${amount}.`,
        'part-payment': (amount) => `Thank you: we have received your payment of ${amount}.`,
      },
      leftToPay: (amount, date) =>
        date ? `${amount} is left to pay, by ${date}.` : `${amount} is left to pay.`,
      paidInFull: 'Your fare is now paid in full.',
      invoice: (amount, date) =>
        date
          ? `Your booking is confirmed. Here is its VAT invoice: ${amount} to pay by ${date}.`
          : `Your booking is confirmed. Here is its VAT invoice: ${amount} to pay.`,
      refund: (amount) => `We have refunded ${amount} to you.`,
      refundWhere: {
        stripe: `It goes back to the card you paid with; banks usually show a card refund within ${CARD_REFUND_WORKING_DAYS.fewest} to ${CARD_REFUND_WORKING_DAYS.most} working days.`,
        'card-on-the-day': 'It goes back to the card you paid with on the day.',
        'bank-transfer': 'It goes by bank transfer to the bank account you paid from.',
        cash: 'We have paid it back to you in cash.',
        other: 'It goes back the way you paid; we will be in touch if we need your bank details.',
      },
      eachRefund: (count) =>
        `Your refund comes back as ${count} separate refunds, one for each payment you made, each with its own credit note; this e-mail brings one of them.`,
      attached: {
        receipt: 'Your receipt is attached as a PDF for your records.',
        'vat-invoice': 'Your VAT invoice is attached as a PDF for your records.',
        'credit-note': 'Your credit note is attached as a PDF for your records.',
      },
    },
  },
  cy: {
    title: { receipt: 'Derbynneb', 'vat-invoice': 'Anfoneb TAW', 'credit-note': 'Nodyn credyd' },
    fileTitle: {
      receipt: 'derbynneb',
      'vat-invoice': 'anfoneb-taw',
      'credit-note': 'nodyn-credyd',
    },
    pageHeader: (title, page, pages) => `${title} · tudalen ${page} o ${pages}`,
    number: 'Rhif',
    issued: 'Dyddiad cyhoeddi',
    moneyMoved: {
      receipt: 'Dyddiad talu',
      'vat-invoice': 'Amser y cyflenwad (taliad wedi dod i law)',
      'credit-note': 'Dyddiad ad-dalu',
    },
    invoiceTaxPoint: 'Amser y cyflenwad (dyddiad yr anfoneb)',
    toPay: (amount, date) =>
      date
        ? `Talwch ${amount} erbyn ${date}, gan nodi cyfeirnod eich archeb, os gwelwch yn dda.`
        : `Talwch ${amount}, gan nodi cyfeirnod eich archeb, os gwelwch yn dda.`,
    paidAgainst: (title, number, date) =>
      `Mae'r dderbynneb hon ar gyfer taliad tuag at ${title} ${number} dyddiedig ${date}.`,
    reference: 'Cyfeirnod yr archeb',
    purposeLabel: 'Ar gyfer',
    purpose: {
      deposit: 'Blaendal',
      balance: 'Gweddill y pris',
      'whole-fare': 'Y pris llawn',
      'part-payment': "Rhan o'r pris",
      refund: 'Ad-daliad',
    },
    supplier: 'Oddi wrth',
    vatNumber: 'Rhif cofrestru TAW',
    companyNumber: (number) => `Cofrestrwyd yng Nghymru a Lloegr, rhif cwmni ${number}`,
    customer: 'At',
    journey: 'Taith',
    routeLabel: 'Llwybr',
    route: (from, to) => `${from} i ${to}`,
    outbound: 'Taith allan',
    returnLeg: 'Taith yn ôl',
    at: (date, time) => `${date} am ${time}`,
    passengers: 'Teithwyr',
    money: 'Eich archeb',
    fare: 'Y pris a gytunwyd',
    thisPayment: {
      receipt: 'Y taliad hwn',
      'vat-invoice': 'Y taliad hwn',
      'credit-note': 'Yr ad-daliad hwn',
    },
    paidToDate: "Wedi'i dalu hyd yma",
    leftToPay: "I'w dalu",
    leftToPayBy: (amount, date) => `${amount}, erbyn ${date}`,
    cancelledKept: "Dim: mae'r archeb wedi'i chanslo",
    cancellationCharge: "Tâl canslo (a gadwyd yn unol â'n hamodau canslo)",
    finalCost: 'Cost terfynol eich archeb',
    description: 'Disgrifiad',
    vatRate: 'Cyfradd TAW',
    net: 'Heb TAW',
    vat: 'TAW',
    gross: 'Swm',
    totalNet: 'Cyfanswm heb TAW',
    totalVat: 'Cyfanswm TAW',
    totalToPay: "Cyfanswm i'w dalu",
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
    line: (vehicle, seats) =>
      seats === null
        ? `Cludo teithwyr: ${vehicle}`
        : `Cludo teithwyr: ${vehicle} (${seats} sedd i deithwyr)`,
    corrects: (title, number, date) =>
      `Mae'r nodyn credyd hwn yn cywiro ${title} ${number} dyddiedig ${date}.`,
    reason: (reason) => `Rheswm: ${reason}`,
    noReason: 'Rheswm: ad-dalu eich taliad.',
    zeroRated:
      "Cyfradd sero: cludo teithwyr mewn cerbyd â 9 neu fwy o seddi i deithwyr (10 neu fwy gyda'r gyrrwr).",
    thanks: 'Diolch am deithio gyda ni.',
    refundClosing:
      'Os oes unrhyw beth am yr ad-daliad hwn yn aneglur, atebwch yr e-bost y daeth gydag ef.',
    listHeading: "Eich derbynebau a'ch anfonebau",
    listItem: (title, number) => `${title} ${number} (PDF)`,
    email: {
      subject: (title, number, reference) => `${title} ${number} ar gyfer eich archeb ${reference}`,
      heading: (firstName) => `Helo ${firstName},`,
      payment: {
        deposit: (amount) => `Diolch: rydym wedi cael eich blaendal o ${amount}.`,
        balance: (amount) => `Diolch: rydym wedi cael y gweddill o ${amount}.`,
        'whole-fare': (amount) => `Diolch: rydym wedi cael y pris llawn o ${amount}.`,
        'part-payment': (amount) => `Diolch: rydym wedi cael eich taliad o ${amount}.`,
      },
      leftToPay: (amount, date) =>
        date ? `Mae ${amount} i'w dalu, erbyn ${date}.` : `Mae ${amount} i'w dalu.`,
      paidInFull: "Mae eich pris wedi'i dalu'n llawn bellach.",
      invoice: (amount, date) =>
        date
          ? `Mae eich archeb wedi'i chadarnhau. Dyma ei hanfoneb TAW: ${amount} i'w dalu erbyn ${date}.`
          : `Mae eich archeb wedi'i chadarnhau. Dyma ei hanfoneb TAW: ${amount} i'w dalu.`,
      refund: (amount) => `Rydym wedi ad-dalu ${amount} i chi.`,
      refundWhere: {
        stripe: `Mae'n mynd yn ôl i'r cerdyn y talwyd ag ef; mae banciau fel arfer yn dangos ad-daliad cerdyn o fewn ${CARD_REFUND_WORKING_DAYS.fewest} i ${CARD_REFUND_WORKING_DAYS.most} diwrnod gwaith.`,
        'card-on-the-day': "Mae'n mynd yn ôl i'r cerdyn y talwyd ag ef ar y diwrnod.",
        'bank-transfer': "Mae'n mynd drwy drosglwyddiad banc i'r cyfrif banc y taloch ohono.",
        cash: "Rydym wedi'i dalu'n ôl i chi ag arian parod.",
        other:
          "Mae'n mynd yn ôl yr un ffordd ag y taloch; byddwn yn cysylltu os bydd angen manylion eich banc arnom.",
      },
      eachRefund: (count) =>
        `Daw eich ad-daliad yn ôl fel ${count} ad-daliad ar wahân, un ar gyfer pob taliad a wnaethoch, pob un â'i nodyn credyd ei hun; mae'r e-bost hwn yn dod ag un ohonynt.`,
      attached: {
        receipt: "Mae eich derbynneb ynghlwm fel PDF i'w chadw.",
        'vat-invoice': "Mae eich anfoneb TAW ynghlwm fel PDF i'w chadw.",
        'credit-note': "Mae eich nodyn credyd ynghlwm fel PDF i'w gadw.",
      },
    },
  },
};
