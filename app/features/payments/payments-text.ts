/**
 * What the customer's page says about paying, in each language of the site. Amounts and dates
 * arrive already formatted, each as its own value, so every sentence keeps its own word order.
 * Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import {
  daysCount,
  hoursCount,
  moreThan,
  timeOnDate,
  type LondonMoment,
} from '#app/lib/welsh-in-sentence.ts';

interface PaymentsText {
  beforeAccept: {
    heading: string;
    /** Deposit now, balance later. */
    depositNow: (deposit: string, balance: string, dueDate: string) => string;
    /** The whole fare now. */
    wholeNow: (fare: string) => string;
    how: string;
    holdLine: (hours: number) => string;
    cancellationHeading: string;
    /** Cancelled with more than (or at least) this notice: what comes back. */
    tier: (notice: string, outcome: string) => string;
    noticeMoreThan: (span: string) => string;
    noticeAtLeast: (span: string) => string;
    lessNotice: string;
    days: (n: number) => string;
    hours: (n: number) => string;
    everythingBack: string;
    halfKept: string;
    wholeKept: string;
    shareKept: (percent: number) => string;
    /** Passenger transport is outside the 14-day cooling-off right: say what applies instead. */
    coolingOff: string;
  };
  /** The line the customer sees on Stripe's page. */
  lineItem: Record<'deposit' | 'balance' | 'whole-fare', (reference: string) => string>;
  acceptAndPayDeposit: (deposit: string) => string;
  acceptAndPayWhole: (fare: string) => string;
  /** A request the operator invoices: nothing to pay online. */
  onAccount: { heading: string; beforeAccept: string; booked: string };
  panel: {
    heading: string;
    paid: string;
    left: string;
    dueBy: (date: string) => string;
    fare: string;
    confirming: string;
    confirmingHint: string;
    heldUntil: (when: LondonMoment) => string;
    payDeposit: (amount: string) => string;
    payBalance: (amount: string) => string;
    paidInFull: string;
    /** A cancelled booking's line for what is still held of what was paid. */
    keptAfterCancel: string;
    unavailable: string;
    /** An amount left that is under the smallest card payment Stripe takes. */
    belowCardMinimum: (amount: string) => string;
    cancelHeading: string;
    cancelAll: (refund: string) => string;
    cancelPart: (kept: string, refund: string) => string;
    cancelNothingBack: string;
    cancelConfirm: string;
    cancelButton: string;
    refunded: string;
    refundOnItsWayLabel: string;
    refundOnItsWay: (amount: string) => string;
    refundChanged: string;
    bankTransferButton: string;
    bankTransferHeading: string;
    bankTransferPay: (amount: string) => string;
    bankTransferReference: string;
    bankTransferAfter: string;
  };
}

export const PAYMENTS_TEXT = {
  en: {
    beforeAccept: {
      heading: 'What you pay, and when',
      depositNow: (deposit, balance, dueDate) =>
        `Accepting books your journey. You pay a ${deposit} deposit now, by card or another method Stripe offers, and the remaining ${balance} by ${dueDate}. We will e-mail you a link to pay it.`,
      wholeNow: (fare) =>
        `Accepting books your journey. You pay the whole fare of ${fare} now, by card or another method Stripe offers.`,
      how: 'Payment is taken on Stripe’s secure page; your card details never reach us.',
      holdLine: (hours) =>
        `We hold the journey for you for ${hours} hours after you accept; if no payment reaches us in that time, the booking is released.`,
      cancellationHeading: 'If you cancel',
      tier: (notice, outcome) => `Cancelled ${notice}: ${outcome}.`,
      noticeMoreThan: (span) => `more than ${span} before the pickup`,
      noticeAtLeast: (span) => `${span} or more before the pickup`,
      lessNotice: 'with less notice',
      days: (n) => (n === 1 ? '1 day' : `${n} days`),
      hours: (n) => (n === 1 ? '1 hour' : `${n} hours`),
      everythingBack: 'everything you have paid comes back',
      halfKept: 'half the fare is kept, and the rest of what you paid comes back',
      wholeKept: 'the whole fare is kept',
      shareKept: (percent) =>
        `${percent}% of the fare is kept, and the rest of what you paid comes back`,
      coolingOff:
        'The 14-day cooling-off period for online purchases does not apply to passenger transport, so these cancellation terms are what apply instead.',
    },
    lineItem: {
      deposit: (reference) => `Bus4U journey ${reference}: deposit`,
      balance: (reference) => `Bus4U journey ${reference}: balance`,
      'whole-fare': (reference) => `Bus4U journey ${reference}`,
    },
    acceptAndPayDeposit: (deposit) => `Accept and pay the ${deposit} deposit`,
    acceptAndPayWhole: (fare) => `Accept and pay ${fare}`,
    onAccount: {
      heading: 'Paying on account',
      beforeAccept:
        'This journey is on account: accepting confirms your booking, with nothing to pay online. We will send you an invoice.',
      booked:
        'Your booking is confirmed on account, so there is nothing to pay online. We will send you an invoice.',
    },
    panel: {
      heading: 'Payment',
      paid: 'Paid',
      left: 'Left to pay',
      dueBy: (date) => `due by ${date}`,
      fare: 'Fare',
      confirming: 'We are confirming your payment',
      confirmingHint:
        'This usually takes a few seconds. This page looks again on its own; there is no need to pay twice.',
      heldUntil: (when) => `We are holding your booking until ${timeOnDate(when, 'en')}.`,
      payDeposit: (amount) => `Pay the ${amount} deposit`,
      payBalance: (amount) => `Pay the remaining ${amount}`,
      paidInFull: 'Paid in full. Thank you.',
      keptAfterCancel: 'Kept under the cancellation terms',
      unavailable:
        'We could not reach our card payment provider just now. Your booking is still held: please try again in a minute, or call us.',
      belowCardMinimum: (amount) =>
        `The ${amount} left is too small to pay by card. Please pay it by bank transfer, or in cash or by card on the day, or call us.`,
      cancelHeading: 'Cancel this booking',
      cancelAll: (refund) =>
        `If you cancel now, everything you have paid (${refund}) comes back to the card you paid with.`,
      cancelPart: (kept, refund) =>
        `If you cancel now, the cancellation terms keep ${kept}, and ${refund} comes back to the card you paid with.`,
      cancelNothingBack:
        'If you cancel now, the cancellation terms keep everything paid so far, so nothing comes back.',
      cancelConfirm: 'Yes, I want to cancel my booking',
      cancelButton: 'Cancel my booking',
      refunded: 'Refunded',
      refundOnItsWayLabel: 'Refund on its way',
      refundOnItsWay: (amount) =>
        `${amount} is on its way back to the card you paid with. We will e-mail you a credit note when it has gone.`,
      refundChanged:
        'What comes back has changed since you opened this page, because the cancellation terms count the days to your pickup. Please read the new amount below, and confirm again if you still want to cancel.',
      bankTransferButton: 'Pay by bank transfer instead',
      bankTransferHeading: 'Paying by bank transfer',
      bankTransferPay: (amount) => `Please pay ${amount} into this account:`,
      bankTransferReference:
        'Use this reference, so that we can match your payment to your booking:',
      bankTransferAfter:
        'We will confirm your booking once the money reaches our account. If your booking is being held, please pay before the hold ends.',
    },
  },
  cy: {
    beforeAccept: {
      heading: 'Beth rydych yn ei dalu, a phryd',
      depositNow: (deposit, balance, dueDate) =>
        `Pan fyddwch yn derbyn, caiff eich taith ei harchebu. Rydych yn talu blaendal o ${deposit} nawr, â cherdyn neu ddull arall y mae Stripe yn ei gynnig, a'r ${balance} sy'n weddill erbyn ${dueDate}. Byddwn yn anfon dolen atoch drwy e-bost i'w dalu.`,
      wholeNow: (fare) =>
        `Pan fyddwch yn derbyn, caiff eich taith ei harchebu. Rydych yn talu'r pris llawn o ${fare} nawr, â cherdyn neu ddull arall y mae Stripe yn ei gynnig.`,
      how: 'Caiff y taliad ei gymryd ar dudalen ddiogel Stripe; nid yw manylion eich cerdyn byth yn ein cyrraedd.',
      holdLine: (hours) =>
        `Rydym yn cadw'r daith i chi am ${hours} awr ar ôl i chi dderbyn; os na fydd taliad yn ein cyrraedd yn yr amser hwnnw, caiff yr archeb ei rhyddhau.`,
      cancellationHeading: 'Os byddwch yn canslo',
      tier: (notice, outcome) => `Canslo ${notice}: ${outcome}.`,
      noticeMoreThan: (span) => `${moreThan(span, 'cy', true)} cyn yr amser casglu`,
      noticeAtLeast: (span) => `${span} neu fwy cyn yr amser casglu`,
      lessNotice: 'gyda llai o rybudd',
      days: (n) => daysCount(n, 'cy'),
      hours: (n) => hoursCount(n, 'cy'),
      everythingBack: "cewch bopeth rydych wedi'i dalu yn ôl",
      halfKept: 'cedwir hanner y pris, a chewch weddill yr hyn a daloch yn ôl',
      wholeKept: 'cedwir y pris llawn',
      shareKept: (percent) => `cedwir ${percent}% o'r pris, a chewch weddill yr hyn a daloch yn ôl`,
      coolingOff:
        "Nid yw'r cyfnod ailfeddwl 14 diwrnod ar gyfer pryniannau ar-lein yn berthnasol i drafnidiaeth teithwyr, felly yr amodau canslo hyn sy'n berthnasol yn lle hynny.",
    },
    lineItem: {
      deposit: (reference) => `Taith Bus4U ${reference}: blaendal`,
      balance: (reference) => `Taith Bus4U ${reference}: gweddill`,
      'whole-fare': (reference) => `Taith Bus4U ${reference}`,
    },
    acceptAndPayDeposit: (deposit) => `Derbyn a thalu'r blaendal o ${deposit}`,
    acceptAndPayWhole: (fare) => `Derbyn a thalu ${fare}`,
    onAccount: {
      heading: 'Talu drwy anfoneb',
      beforeAccept:
        "Byddwn yn anfon anfoneb atoch am y daith hon: pan fyddwch yn derbyn, caiff eich archeb ei chadarnhau heb ddim i'w dalu ar-lein.",
      booked:
        "Mae eich archeb wedi'i chadarnhau. Byddwn yn anfon anfoneb atoch, felly nid oes dim i'w dalu ar-lein.",
    },
    panel: {
      heading: 'Taliad',
      paid: 'Wedi talu',
      left: "I'w dalu",
      dueBy: (date) => `erbyn ${date}`,
      fare: 'Pris',
      confirming: 'Rydym yn cadarnhau eich taliad',
      confirmingHint:
        "Fel arfer mae hyn yn cymryd ychydig eiliadau. Bydd y dudalen hon yn ailwirio ohoni'i hun; nid oes angen talu ddwywaith.",
      heldUntil: (when) => `Rydym yn cadw eich archeb tan ${timeOnDate(when, 'cy')}.`,
      payDeposit: (amount) => `Talu'r blaendal o ${amount}`,
      payBalance: (amount) => `Talu'r ${amount} sy'n weddill`,
      paidInFull: "Wedi'i dalu'n llawn. Diolch.",
      keptAfterCancel: "Wedi'i gadw dan yr amodau canslo",
      unavailable:
        'Nid oedd modd cyrraedd ein darparwr taliadau cerdyn y funud hon. Mae eich archeb yn dal i gael ei chadw: rhowch gynnig arall arni mewn munud, neu ffoniwch ni.',
      belowCardMinimum: (amount) =>
        `Mae'r ${amount} sy'n weddill yn rhy fach i'w dalu â cherdyn. Talwch drwy drosglwyddiad banc, neu ag arian parod neu gerdyn ar y diwrnod, neu ffoniwch ni.`,
      cancelHeading: "Canslo'r archeb hon",
      cancelAll: (refund) =>
        `Os byddwch yn canslo nawr, daw popeth rydych wedi'i dalu (${refund}) yn ôl i'r cerdyn y talwyd ag ef.`,
      cancelPart: (kept, refund) =>
        `Os byddwch yn canslo nawr, byddwn yn cadw ${kept} yn unol â'r amodau canslo, a daw ${refund} yn ôl i'r cerdyn y talwyd ag ef.`,
      cancelNothingBack:
        "Os byddwch yn canslo nawr, byddwn yn cadw popeth a dalwyd hyd yma yn unol â'r amodau canslo, felly ni ddaw dim yn ôl.",
      cancelConfirm: 'Ydw, rwyf am ganslo fy archeb',
      cancelButton: 'Canslo fy archeb',
      refunded: "Wedi'i ad-dalu",
      refundOnItsWayLabel: 'Ad-daliad ar ei ffordd',
      refundOnItsWay: (amount) =>
        `Mae ${amount} ar ei ffordd yn ôl i'r cerdyn y talwyd ag ef. Byddwn yn anfon nodyn credyd atoch drwy e-bost pan fydd wedi mynd.`,
      refundChanged:
        "Mae'r swm a ddaw yn ôl wedi newid ers i chi agor y dudalen hon, gan fod yr amodau canslo yn cyfrif y dyddiau tan y dyddiad casglu. Darllenwch y swm newydd isod, a chadarnhewch eto os ydych yn dal am ganslo.",
      bankTransferButton: 'Talu drwy drosglwyddiad banc yn lle hynny',
      bankTransferHeading: 'Talu drwy drosglwyddiad banc',
      bankTransferPay: (amount) => `Talwch ${amount} i'r cyfrif hwn:`,
      bankTransferReference:
        "Defnyddiwch y cyfeirnod hwn, er mwyn i ni allu paru eich taliad â'ch archeb:",
      bankTransferAfter:
        "Byddwn yn cadarnhau eich archeb pan fydd yr arian yn cyrraedd ein cyfrif. Os yw eich archeb yn cael ei chadw, talwch cyn i'r cyfnod cadw ddod i ben.",
    },
  },
} satisfies Translations<PaymentsText>;
