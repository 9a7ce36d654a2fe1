/**
 * A quote asked for on a Welsh page gets the customer's acknowledgement in Welsh, and
 * the operator's e-mail in English with the customer's language said. Sent through the real outbox
 * to a real SMTP peer, from the form without JavaScript (POST /cy/quote, which then goes to
 * /cy/thanks) and from the dialog's JSON (POST /api/quotes with a /cy current_page), on PGlite and
 * on PostgreSQL. A Welsh request the API refuses gets its field messages in Welsh; its price,
 * booking confirmation (with the .ics) and /your-quote page follow in Welsh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { customerQuotePageData } from '#app/features/customer-quote/customer-quote-page.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { loadPricePanel, sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { type ReceivedMail, type SmtpPeer } from '../support/peers.ts';
import { postQuote, quoteBody, waitFor, type QuoteApp } from '../support/quote-app.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { londonDate } from '../support/dates.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';

const welshForm = (email: string) => ({
  serviceType: 'wedding',
  journeyDirection: 'one-way',
  firstName: 'Elin',
  lastName: 'Morgan',
  email,
  countryCode: '+44',
  phone: '07700 900789',
  pickupLocation: 'Pontcanna, Cardiff',
  destination: 'Castell Coch',
  pickupDate: londonDate(40),
  pickupTime: '11:15',
  passengers: '10',
  specialRequirements: '',
  website: '',
});

describe.each(DATABASE_KINDS)('Welsh e-mails on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let app: QuoteApp;
  const mailing = mailAppPerSuite(kind, {
    SITE_URL: 'https://www.bus4u.test',
    QUOTE_NOTIFY_EMAIL: 'ops@bus4u.test',
  });

  beforeAll(async () => {
    ({ database, smtp, app } = mailing);
  });

  const mailTo = (address: string) =>
    waitFor(
      async () => smtp.received.find((m) => m.envelopeTo.includes(address)),
      30_000,
      `an e-mail to ${address}`,
    );
  const operatorMailFor = (id: string) =>
    waitFor(
      async () =>
        smtp.received.find(
          (m) =>
            m.envelopeTo.includes('ops@bus4u.test') &&
            (m.message.headers.get('subject') ?? '').includes(id),
        ),
      30_000,
      `the operator e-mail for ${id}`,
    );

  function expectWelshAcknowledgement(mail: ReceivedMail, id: string) {
    const { headers, text, html } = mail.message;
    expect(headers.get('subject')).toBe(`Mae eich cais am ddyfynbris ${id} gyda ni - Bus4U`);
    expect(html).toMatch(/<html[^>]* lang="cy"/);
    expect(text).toContain(
      `Byddwn yn cysylltu â chi o fewn 24 awr gyda'ch dyfynbris personol. Eich cyfeirnod yw ${id}.`,
    );
    expect(text).toContain('Cyfeirnod:');
    expect(text).toContain('Man casglu:');
    expect(text).toContain('Trwydded gweithredwr');
    expect(text).toContain('https://www.bus4u.test/cy/your-quote/');
    // No English sentence of the English acknowledgement is left.
    for (const english of ['Thank you', 'We will contact you', 'Reference:', 'Need us sooner']) {
      expect(text).not.toContain(english);
    }
  }

  it('answers POST /cy/quote with 303 /cy/thanks and a Welsh acknowledgement; the operator reads English', async () => {
    const response = await fetch(`${app.url}/cy/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(welshForm('elin@example.com')),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cy/thanks');
    const [row] = await database.query<{ id: string; current_page: string }>(
      `select id, current_page from quote_requests where email = 'elin@example.com'`,
    );
    expect(row?.current_page).toBe('/cy/quote');
    const id = row!.id;

    const ack = await mailTo('elin@example.com');
    expectWelshAcknowledgement(ack, id);
    expect(ack.message.text).toContain('Priodas');
    expect(ack.message.text).toContain('Un ffordd');
    // The date in cy-GB, with the 24-hour time after "am".
    const weekday = new Intl.DateTimeFormat('cy-GB', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${londonDate(40)}T00:00:00Z`),
    );
    expect(ack.message.text).toContain(weekday);
    expect(ack.message.text).toContain('am 11:15');

    const operator = await operatorMailFor(id);
    expect(operator.message.headers.get('subject')).toBe(
      `Quote request: Wedding for Elin Morgan (${id})`,
    );
    expect(operator.message.html).toMatch(/<html[^>]* lang="en-GB"/);
    expect(operator.message.text).toMatch(/Customer's language:\s*Welsh/);
    expect(operator.message.text).toContain('Pickup location:');
  });

  it('sends the Welsh acknowledgement for a JSON request from a Welsh page', async () => {
    const body = quoteBody({ email: 'gethin@example.com', current_page: '/cy/book-online' });
    const response = await postQuote(app.url, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expectWelshAcknowledgement(await mailTo('gethin@example.com'), id);
    expect((await mailTo('gethin@example.com')).message.text).toContain("Taith i'r maes awyr");
    const operator = await operatorMailFor(id);
    expect(operator.message.text).toMatch(/Customer's language:\s*Welsh/);
  });

  it('lists the instant price line by line: in Welsh for the customer, in English for the operator', async () => {
    // A return at night to Heathrow on a bank holiday for 20: two vehicles, fixed airport legs,
    // night and bank-holiday surcharges and VAT on the MPV, so most line codes are worded.
    const body = quoteBody({
      email: 'carys@example.com',
      current_page: '/cy/what-we-offer/airport-transfer',
      pickupLocation: 'Cardiff Central',
      destination: 'Heathrow T5',
      pickupDate: '2027-12-27',
      pickupTime: '04:30',
      journeyDirection: 'return',
      returnDate: '2027-12-28',
      returnTime: '23:30',
      passengerCount: 20,
      estimate: { total: 1, tariffVersion: 'v1' },
    });
    const response = await postQuote(app.url, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const ack = (await mailTo('carys@example.com')).message.text;
    // Plain text writes headings in capitals.
    expect(ack).toContain('Y PRIS A DDANGOSWYD I CHI AR Y WEFAN');
    expect(ack).toContain(
      "Bws mini 16 sedd: Taith allan: Cardiff Central station → Heathrow Terminal 5, pris sefydlog i'r maes awyr:",
    );
    expect(ack).toContain('MPV moethus: TAW ar gyfradd o 20%:');
    expect(ack).toContain('Taith allan ar ŵyl banc (Dydd Nadolig (diwrnod amgen)): 50%:');
    expect(ack).toContain('Taith yn ôl yn dechrau yn ystod y nos (22:00 i 06:00): 25%:');
    expect(ack).toContain('Cyfanswm, gan gynnwys TAW a phob tâl:');
    // Not one English word of the estimate is left in the Welsh e-mail.
    for (const english of [
      'Outbound',
      'Return:',
      'fixed airport price',
      'night',
      'bank holiday',
      'VAT at',
      'Minibus',
      'Luxury MPV',
      'Total, VAT',
      'instant price',
    ]) {
      expect(ack.toLowerCase()).not.toContain(english.toLowerCase());
    }

    const operator = (await operatorMailFor(id)).message.text;
    expect(operator).toContain('THE INSTANT PRICE YOU WERE SHOWN');
    expect(operator).toContain(
      '16-Seat Minibus: Outbound: Cardiff Central station to Heathrow Terminal 5, fixed airport price:',
    );
    expect(operator).toContain('Luxury MPV: VAT at 20%:');
    expect(operator).not.toContain('Taith allan');
  });

  it('keeps an English request English, and says so to the operator', async () => {
    const response = await postQuote(app.url, quoteBody({ email: 'owen@example.com' }));
    const { id } = (await response.json()) as { id: string };
    const ack = await mailTo('owen@example.com');
    expect(ack.message.headers.get('subject')).toBe(`We have your quote request ${id} - Bus4U`);
    expect(ack.message.text).toContain('We will contact you within 24 hours');
    const operator = await operatorMailFor(id);
    expect(operator.message.text).toMatch(/Customer's language:\s*English/);
    expect((await loadPricePanel(app.db, id)).customerLocale).toBe('en');
  });

  it('answers a refused Welsh JSON request with Welsh field messages', async () => {
    const body = quoteBody({ current_page: '/cy/quote', name: '', email: 'nope' });
    const response = await postQuote(app.url, body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(json.error).toBe('Llenwch bob maes gofynnol yn gywir, os gwelwch yn dda.');
    expect(json.fieldErrors).toMatchObject({
      name: 'Rhowch eich enw',
      email: 'Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.com',
    });
    // The same request from an English page keeps the spec's English messages.
    const english = await postQuote(app.url, { ...body, current_page: '/quote' });
    const englishJson = (await english.json()) as { fieldErrors: Record<string, string> };
    expect(englishJson.fieldErrors).toMatchObject({ name: 'Required', email: 'Invalid email' });
  });

  it('keeps the booking loop in Welsh: the price e-mail, the page, the confirmation and its .ics', async () => {
    const response = await postQuote(
      app.url,
      quoteBody({ email: 'nia@example.com', current_page: '/cy/what-we-offer/weddings' }),
    );
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    // The operator's price panel says the vehicle and notes they type must be in Welsh.
    expect((await loadPricePanel(app.db, id)).customerLocale).toBe('cy');
    const form = priceForm({ included: 'Driver, fuel and tolls', validUntil: londonDate(14) });
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form },
    );
    expect(sent.ok).toBe(true);

    const price = await mailWithSubject(
      smtp,
      'nia@example.com',
      'Eich pris gan Bus4U',
      'the Welsh price e-mail',
    );
    expect(price.message.headers.get('subject')).toBe(`Eich pris gan Bus4U: £485.50 (${id})`);
    expect(price.message.text).toContain('£485.50, gan gynnwys TAW a phob tâl gorfodol.');
    expect(price.message.text).toContain('Derbyn neu wrthod ar eich tudalen');
    // The fleet vehicle the operator chose, as the Welsh fleet page names it.
    expect(price.message.text).toMatch(/Cerbyd:\s+Bws\s+mini\s+16\s+sedd\./);
    expect(price.message.text).toMatch(/Mae'r pris yn ddilys tan \d+ \S+ \d{4}\./);

    const page = await customerQuotePageData(app.db, token);
    expect(page.locale).toBe('cy');
    expect(page.journey.service).toBe("Taith i'r maes awyr");
    expect(page.journey.direction).toBe('Un ffordd');
    expect(page.price?.vehicle).toBe('Bws mini 16 sedd');

    const accepted = await answerPrice(answerDeps(app), {
      quoteId: id,
      customerToken: token,
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
    });
    expect(accepted.ok).toBe(true);
    const confirmation = await mailWithSubject(
      smtp,
      'nia@example.com',
      "Archeb wedi'i chadarnhau",
      'the Welsh confirmation',
    );
    expect(confirmation.message.text).toContain("Mae'r daith ynghlwm fel ffeil calendr.");
    expect(confirmation.message.text).toMatch(/Cerbyd:\s+Bws\s+mini\s+16\s+sedd\./);
    // The date is worded inside the sentence: adverbial "ddydd", the time alone after "am".
    expect(confirmation.message.text).toMatch(
      /Mae gennym eich archeb ar gyfer taith ddydd \p{L}+ \d{1,2} \p{L}+ \d{4} am \d{2}:\d{2}\./u,
    );
    for (const mail of [confirmation.message.text, confirmation.message.headers.get('subject')]) {
      expect(mail).not.toMatch(/\bar (gyfer )?[Dd]ydd\b/);
      expect(mail).not.toMatch(/\bam \d{1,2} \p{L}/u);
    }
    const ics = confirmation.message.attachments.find((a) =>
      a.contentType.startsWith('text/calendar'),
    );
    const icsText = ics!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(icsText).toContain('Man casglu: Canton\\, Cardiff');
    expect(icsText).toContain('DESCRIPTION:Mae eich taith gyda Bus4U yfory');

    // The operator's notice of the answer stays English, with the customer's language said.
    const notice = await mailWithSubject(
      smtp,
      'ops@bus4u.test',
      'Accepted:',
      'the operator notice',
    );
    expect(notice.message.text).toMatch(/Customer's language:\s*Welsh/);
    expect(notice.message.text).toContain('Reference:');
  });
});
