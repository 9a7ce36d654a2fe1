/**
 * The visitor's acknowledgement: what they asked for, the reference, the 24-hour promise and how
 * to reach us. Contact details come from BUSINESS, written once.
 */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { BUSINESS, BUSINESS_ADDRESS_LINES, whatsappLink } from '#app/content/business.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { timeOnDate, type LondonMoment } from '#app/lib/welsh-in-sentence.ts';
import type { Translations } from '#app/lib/locale.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { PLAIN_TEXT_OPTIONS } from '#app/lib/emails/plain-text.ts';
import type { RenderedEmail } from '#app/lib/emails/rendered-email.ts';
import { EstimateLinesSection } from '#app/lib/emails/estimate-lines-section.tsx';
import { QuoteDetails } from '#app/lib/emails/quote-details.tsx';
import { quoteEmailView, type QuoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { EMAIL_TEXT, customerLocale } from '#app/lib/emails/email-text.ts';
import { QUOTE_REPLY_HOURS } from '../quote-constants.ts';

/** An instant offer's lines, in the customer's language. */
export const OFFER_TEXT = {
  en: {
    price: (price: string, until: LondonMoment) =>
      `Your price is ${price}, all in, held for you until ${timeOnDate(until, 'en')}.`,
    bookNow: 'Book now:',
  },
  cy: {
    price: (price: string, until: LondonMoment) =>
      `Eich pris yw ${price}, popeth wedi'i gynnwys, ac rydym yn ei gadw i chi tan ${timeOnDate(until, 'cy')}.`,
    bookNow: 'Archebu nawr:',
  },
} satisfies Translations<{
  price: (price: string, until: LondonMoment) => string;
  bookNow: string;
}>;

export function CustomerAcknowledgementEmail({
  quote,
  link,
  offer,
}: {
  quote: QuoteEmailView;
  /** The customer's /your-quote page, where the price will appear. */
  link?: string;
  /** An instant offer made with the request: its price and the link to book it. */
  offer?: { total: number; validUntil: string };
}) {
  const firstName = quote.name.split(' ')[0] ?? quote.name;
  const t = EMAIL_TEXT[quote.locale];
  const whatsapp = whatsappLink(t.ack.whatsappMessage(quote.id));
  return (
    <Html lang={t.htmlLang}>
      <Preview>{t.ack.preview(quote.id)}</Preview>
      <Body style={{ fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {t.ack.heading(firstName)}
          </Heading>
          {offer && link ? (
            <Text>
              {OFFER_TEXT[quote.locale].price(
                formatPenceShort(offer.total),
                londonDateAndTime(new Date(offer.validUntil)),
              )}{' '}
              {OFFER_TEXT[quote.locale].bookNow} <Link href={link}>{link}</Link>
            </Text>
          ) : (
            <Text>{t.ack.promise(QUOTE_REPLY_HOURS, quote.id)}</Text>
          )}
          {link && !offer ? (
            <Text>
              {t.ack.pageLink} <Link href={link}>{link}</Link>
            </Text>
          ) : null}
          <QuoteDetails quote={quote} />
          <EstimateLinesSection quote={quote} />
          <Text>{t.ack.needSooner}</Text>
          <Text>
            {t.ack.phone} <Link href={`tel:${BUSINESS.phone.e164}`}>{BUSINESS.phone.display}</Link>
            <br />
            {t.ack.whatsapp} <Link href={whatsapp}>{BUSINESS.phone.display}</Link>
            <br />
            {t.ack.email} <Link href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Link>
          </Text>
          <Text style={{ color: '#555555', fontSize: '12px' }}>
            {BUSINESS.name}, {BUSINESS_ADDRESS_LINES[quote.locale]}. {t.footer.licence}{' '}
            {BUSINESS.licence.operatorLicence}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderCustomerAcknowledgement(
  row: QuoteRequestRow,
  link?: string,
  offer?: { total: number; validUntil: string },
): Promise<RenderedEmail> {
  // In the customer's language: Welsh for a request sent from a Welsh page.
  const locale = customerLocale(row);
  const quote = quoteEmailView(row, locale);
  const element = <CustomerAcknowledgementEmail quote={quote} link={link} offer={offer} />;
  return {
    subject: EMAIL_TEXT[locale].ack.subject(quote.id, BUSINESS.name),
    html: await render(element),
    text: await render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS }),
  };
}
