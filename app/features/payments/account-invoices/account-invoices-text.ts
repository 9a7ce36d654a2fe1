/**
 * The words of an account's monthly invoice, its statement and their e-mail, in English and Welsh
 * (decision 014). What a payment document already says (titles, VAT words, the supplier's
 * registration) is read from DOCUMENT_TEXT, not said twice.
 */
import type { Translations } from '#app/lib/locale.ts';

export interface AccountInvoiceText {
  /** The invoice's subtitle: the month it bills ("November 2026"). */
  forMonth: (month: string) => string;
  invoiceDate: string;
  /** Its time of supply: the invoice date, the journeys having taken place in the month. */
  taxPoint: string;
  dueDate: string;
  account: string;
  purchaseOrder: string;
  customerVatNumber: string;
  billTo: string;
  journeys: string;
  date: string;
  journey: string;
  vehicle: string;
  route: (from: string, to: string, returnTime: string | null) => string;
  seats: (vehicle: string, seats: number | null) => string;
  contract: (reference: string) => string;
  totalToPay: string;
  payBy: (amount: string, date: string, number: number) => string;
  bankDetails: (details: string) => string;
  /** A credit note against an account's invoice: its PDF's words and its e-mail's. */
  creditNote: {
    creditNoteDate: string;
    totalCredited: string;
    /** What it does to the account: less to pay, or credit when the invoice was paid. */
    effect: (amount: string) => string;
    subject: (title: string, number: number, corrected: string) => string;
    body: (title: string, amount: string, corrected: string, date: string) => string;
    attached: string;
  };
  statement: {
    title: string;
    period: (from: string, to: string) => string;
    opening: string;
    closing: string;
    movements: string;
    kind: Record<'invoice' | 'payment' | 'credit-note', (reference: string) => string>;
    entry: string;
    amount: string;
    none: string;
    owed: string;
    dueOn: string;
    left: string;
    aged: string;
    notYetDue: string;
    days1to30: string;
    days31to60: string;
    days61to90: string;
    over90: string;
    overdue: string;
  };
  page: {
    title: (organisation: string) => string;
    heading: (organisation: string) => string;
    intro: string;
    owed: (amount: string) => string;
    inCredit: (amount: string) => string;
    overdue: (amount: string) => string;
    invoices: string;
    noInvoices: string;
    invoiceLink: (title: string, number: number, month: string) => string;
    statementLink: (number: number) => string;
    dueBy: (date: string, left: string) => string;
    paid: string;
    upcoming: string;
    noUpcoming: string;
    journey: (when: string, from: string, to: string) => string;
    payByBank: string;
    quote: string;
    /** Paying one invoice by card from the page (Stripe Checkout). */
    card: {
      pay: (amount: string, number: number) => string;
      lineItem: (title: string, number: number) => string;
      confirming: string;
      confirmingHint: string;
      recorded: string;
      cancelled: string;
      unavailable: string;
      belowCardMinimum: string;
      nothingDue: string;
    };
    notFound: { title: string; heading: string; body: string };
  };
  reminder: {
    subject: (title: string, number: number) => string;
    body: (title: string, number: number, amount: string, due: string, days: number) => string;
    attached: string;
  };
  email: {
    subject: (title: string, number: number, month: string) => string;
    heading: (organisation: string) => string;
    body: (title: string, month: string, amount: string, due: string) => string;
    attached: string;
    pageLink: string;
  };
}

export const ACCOUNT_INVOICE_TEXT: Translations<AccountInvoiceText> = {
  en: {
    forMonth: (month) => `Journeys in ${month}`,
    invoiceDate: 'Invoice date',
    taxPoint: 'Time of supply',
    dueDate: 'Due by',
    account: 'Account',
    purchaseOrder: 'Purchase order',
    customerVatNumber: 'Your VAT number',
    billTo: 'Bill to',
    journeys: 'Journeys',
    date: 'Date',
    journey: 'Journey',
    vehicle: 'Vehicle',
    route: (from, to, returnTime) =>
      returnTime ? `${from} to ${to}, returning at ${returnTime}` : `${from} to ${to}`,
    seats: (vehicle, seats) => (seats === null ? vehicle : `${vehicle} (${seats} seats)`),
    contract: (reference) => `Contract ${reference}`,
    totalToPay: 'Total to pay',
    payBy: (amount, date, number) =>
      `Please pay ${amount} by ${date}, quoting invoice number ${number}.`,
    bankDetails: (details) => `Our bank details: ${details}`,
    creditNote: {
      creditNoteDate: 'Credit note date',
      totalCredited: 'Total credited',
      effect: (amount) =>
        `This takes ${amount} off what your account owes. Anything already paid beyond what is owed stays as credit on your account, or we refund it if you ask.`,
      subject: (title, number, corrected) => `${title} ${number}: a correction to ${corrected}`,
      body: (title, amount, corrected, date) =>
        `Here is ${title} for ${amount}, correcting ${corrected} of ${date}. The PDF gives the journeys it covers and why.`,
      attached: 'It is attached as a PDF for your records.',
    },
    statement: {
      title: 'Statement',
      period: (from, to) => `${from} to ${to}`,
      opening: 'Opening balance',
      closing: 'Closing balance',
      movements: 'This period',
      kind: {
        invoice: (reference) => `Invoice ${reference}`,
        payment: (reference) => (reference ? `Payment, ref. ${reference}` : 'Payment'),
        'credit-note': (reference) => `Credit note ${reference}`,
      },
      entry: 'What',
      amount: 'Amount',
      none: 'Nothing in this period.',
      owed: 'Invoices still to pay',
      dueOn: 'Due by',
      left: 'Left to pay',
      aged: 'What is owed, by how late it is',
      notYetDue: 'Not yet due',
      days1to30: '1 to 30 days overdue',
      days31to60: '31 to 60 days overdue',
      days61to90: '61 to 90 days overdue',
      over90: 'More than 90 days overdue',
      overdue: 'Overdue in all',
    },
    page: {
      title: (organisation) => `${organisation}'s account | Bus4U`,
      heading: (organisation) => `${organisation}'s account`,
      intro: 'Your statement, every invoice we have sent you and your journeys to come.',
      owed: (amount) => `Owed on invoices: ${amount}.`,
      inCredit: (amount) =>
        `Your account is in credit by ${amount}. Tell us if you would like it back, and we will refund it.`,
      overdue: (amount) => `Of which past its due date: ${amount}.`,
      invoices: 'Invoices and statements',
      noInvoices: 'No invoices yet.',
      // A credit note has no month of its own.
      invoiceLink: (title, number, month) =>
        month ? `${title} ${number}, ${month} (PDF)` : `${title} ${number} (PDF)`,
      statementLink: (number) => `Statement sent with invoice ${number} (PDF)`,
      dueBy: (date, left) => `${left} to pay by ${date}`,
      paid: 'Paid',
      upcoming: 'Journeys to come',
      noUpcoming: 'No journeys booked yet.',
      journey: (when, from, to) => `${when}: ${from} to ${to}`,
      payByBank: 'To pay by bank transfer',
      quote: 'Please quote the invoice number with your payment.',
      card: {
        pay: (amount, number) => `Pay ${amount} of invoice ${number} by card`,
        lineItem: (title, number) => `Bus4U ${title} ${number}`,
        confirming: 'Thank you: we are confirming your payment',
        confirmingHint:
          'This usually takes a few seconds. This page looks again on its own; there is no need to pay twice.',
        recorded: 'Thank you: your card payment is recorded, and the invoice below shows it.',
        cancelled: 'You left the card payment before paying, so nothing was taken.',
        unavailable:
          'We could not reach our card payment provider just now. Please try again in a minute, or pay by bank transfer.',
        belowCardMinimum:
          'What is left of that invoice is too small to pay by card. Please pay it by bank transfer.',
        nothingDue: 'That invoice has nothing left to pay. Thank you.',
      },
      notFound: {
        title: 'Account not found | Bus4U',
        heading: 'We could not find that account',
        body: 'Please check the link in your invoice e-mail, or get in touch and we will help straight away.',
      },
    },
    reminder: {
      subject: (title, number) => `Reminder: ${title} ${number} is overdue`,
      body: (title, number, amount, due, days) =>
        `A gentle reminder: ${amount} of ${title} ${number} is still to pay. It was due on ${due}, ${days} days ago. If you have paid it in the last few days, thank you, and please ignore this e-mail.`,
      attached: 'The invoice is attached again for your records.',
    },
    email: {
      subject: (title, number, month) => `${title} ${number}: your journeys in ${month}`,
      heading: (organisation) => `Hello ${organisation},`,
      body: (title, month, amount, due) =>
        `Here is your ${title} for the journeys we ran for you in ${month}: ${amount} to pay by ${due}. Your statement is attached beside it.`,
      attached: 'Both are PDFs for your records.',
      pageLink:
        'Your account page shows your statement, every invoice and your journeys to come, and you can pay an invoice there:',
    },
  },
  cy: {
    forMonth: (month) => `Teithiau ym mis ${month}`,
    invoiceDate: 'Dyddiad yr anfoneb',
    taxPoint: 'Amser y cyflenwad',
    dueDate: 'I’w dalu erbyn',
    account: 'Cyfrif',
    purchaseOrder: 'Archeb brynu',
    customerVatNumber: 'Eich rhif TAW',
    billTo: 'Anfoneb at',
    journeys: 'Teithiau',
    date: 'Dyddiad',
    journey: 'Taith',
    vehicle: 'Cerbyd',
    route: (from, to, returnTime) =>
      returnTime ? `${from} i ${to}, yn ôl am ${returnTime}` : `${from} i ${to}`,
    seats: (vehicle, seats) => (seats === null ? vehicle : `${vehicle} (${seats} sedd)`),
    contract: (reference) => `Contract ${reference}`,
    totalToPay: "Cyfanswm i'w dalu",
    payBy: (amount, date, number) =>
      `Talwch ${amount} erbyn ${date}, gan nodi rhif yr anfoneb, ${number}, os gwelwch yn dda.`,
    bankDetails: (details) => `Ein manylion banc: ${details}`,
    creditNote: {
      creditNoteDate: 'Dyddiad y nodyn credyd',
      totalCredited: 'Cyfanswm a gredydwyd',
      effect: (amount) =>
        `Mae hyn yn tynnu ${amount} oddi ar yr hyn sy'n ddyledus ar eich cyfrif. Mae unrhyw beth a dalwyd eisoes y tu hwnt i'r hyn sy'n ddyledus yn aros fel credyd ar eich cyfrif, neu byddwn yn ei ad-dalu os gofynnwch.`,
      subject: (title, number, corrected) => `${title} ${number}: cywiriad i ${corrected}`,
      body: (title, amount, corrected, date) =>
        `Dyma ${title} am ${amount}, sy'n cywiro ${corrected} dyddiedig ${date}. Mae'r PDF yn rhoi'r teithiau y mae'n eu cynnwys a'r rheswm.`,
      attached: "Mae ynghlwm fel PDF i'w gadw.",
    },
    statement: {
      title: 'Datganiad',
      period: (from, to) => `${from} i ${to}`,
      opening: 'Balans agoriadol',
      closing: 'Balans terfynol',
      movements: 'Y cyfnod hwn',
      kind: {
        invoice: (reference) => `Anfoneb ${reference}`,
        payment: (reference) => (reference ? `Taliad, cyf. ${reference}` : 'Taliad'),
        'credit-note': (reference) => `Nodyn credyd ${reference}`,
      },
      entry: 'Beth',
      amount: 'Swm',
      none: 'Dim byd yn y cyfnod hwn.',
      owed: "Anfonebau i'w talu o hyd",
      dueOn: 'Erbyn',
      left: "I'w dalu",
      aged: "Yr hyn sy'n ddyledus, yn ôl pa mor hwyr ydyw",
      notYetDue: 'Ddim yn ddyledus eto',
      days1to30: '1 i 30 diwrnod yn hwyr',
      days31to60: '31 i 60 diwrnod yn hwyr',
      days61to90: '61 i 90 diwrnod yn hwyr',
      over90: 'Mwy na 90 diwrnod yn hwyr',
      overdue: 'Cyfanswm hwyr',
    },
    page: {
      title: (organisation) => `Cyfrif ${organisation} | Bus4U`,
      heading: (organisation) => `Cyfrif ${organisation}`,
      intro: "Eich datganiad, pob anfoneb a anfonwyd atoch a'ch teithiau i ddod.",
      owed: (amount) => `Yn ddyledus ar anfonebau: ${amount}.`,
      inCredit: (amount) =>
        `Mae eich cyfrif mewn credyd o ${amount}. Rhowch wybod i ni os hoffech ei gael yn ôl, a byddwn yn ei ad-dalu.`,
      overdue: (amount) => `O hynny, wedi'r dyddiad dyledus: ${amount}.`,
      invoices: 'Anfonebau a datganiadau',
      noInvoices: 'Dim anfonebau eto.',
      // A credit note has no month of its own.
      invoiceLink: (title, number, month) =>
        month ? `${title} ${number}, ${month} (PDF)` : `${title} ${number} (PDF)`,
      statementLink: (number) => `Datganiad a anfonwyd gydag anfoneb ${number} (PDF)`,
      dueBy: (date, left) => `${left} i'w dalu erbyn ${date}`,
      paid: "Wedi'i thalu",
      upcoming: 'Teithiau i ddod',
      noUpcoming: "Dim teithiau wedi'u trefnu eto.",
      journey: (when, from, to) => `${when}: ${from} i ${to}`,
      payByBank: 'I dalu drwy drosglwyddiad banc',
      quote: "Nodwch rif yr anfoneb gyda'ch taliad, os gwelwch yn dda.",
      card: {
        pay: (amount, number) => `Talu ${amount} o anfoneb ${number} â cherdyn`,
        lineItem: (title, number) => `${title} Bus4U ${number}`,
        confirming: 'Diolch: rydym yn cadarnhau eich taliad',
        confirmingHint:
          "Fel arfer mae hyn yn cymryd ychydig eiliadau. Bydd y dudalen hon yn ailwirio ohoni'i hun; nid oes angen talu ddwywaith.",
        recorded:
          "Diolch: mae eich taliad cerdyn wedi'i gofnodi, ac mae'r anfoneb isod yn ei ddangos.",
        cancelled: 'Gadawoch y taliad cerdyn cyn talu, felly ni chymerwyd dim.',
        unavailable:
          'Nid oedd modd cyrraedd ein darparwr taliadau cerdyn y funud hon. Rhowch gynnig arall arni mewn munud, neu talwch drwy drosglwyddiad banc.',
        belowCardMinimum:
          "Mae'r hyn sy'n weddill o'r anfoneb honno'n rhy fach i'w dalu â cherdyn. Talwch drwy drosglwyddiad banc, os gwelwch yn dda.",
        nothingDue: "Nid oes dim i'w dalu ar yr anfoneb honno. Diolch.",
      },
      notFound: {
        title: "Heb ddod o hyd i'r cyfrif | Bus4U",
        heading: "Ni allem ddod o hyd i'r cyfrif hwnnw",
        body: "Gwiriwch y ddolen yn e-bost eich anfoneb, neu cysylltwch â ni a byddwn yn helpu'n syth.",
      },
    },
    reminder: {
      subject: (title, number) => `Nodyn atgoffa: mae ${title} ${number} yn hwyr`,
      body: (title, number, amount, due, days) =>
        `Nodyn atgoffa caredig: mae ${amount} o ${title} ${number} i'w dalu o hyd. Roedd yn ddyledus ar ${due}, ${days} diwrnod yn ôl. Os ydych wedi'i thalu yn ystod y dyddiau diwethaf, diolch, ac anwybyddwch yr e-bost hwn.`,
      attached: "Mae'r anfoneb ynghlwm eto i'w chadw.",
    },
    email: {
      subject: (title, number, month) => `${title} ${number}: eich teithiau ym mis ${month}`,
      heading: (organisation) => `Helo ${organisation},`,
      body: (title, month, amount, due) =>
        `Dyma eich ${title} ar gyfer y teithiau a wnaethom i chi ym mis ${month}: ${amount} i'w dalu erbyn ${due}. Mae eich datganiad ynghlwm wrth ei ochr.`,
      attached: "Mae'r ddau yn PDF i'w cadw.",
      pageLink:
        "Mae tudalen eich cyfrif yn dangos eich datganiad, pob anfoneb a'ch teithiau i ddod, a gallwch dalu anfoneb yno:",
    },
  },
};
