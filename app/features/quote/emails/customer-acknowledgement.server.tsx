/**
 * The visitor's acknowledgement: what they asked for, the reference, the 24-hour promise and how
 * to reach us. Contact details come from BUSINESS, written once.
 */
import { Body, Container, Heading, Html, Link, Preview, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { BUSINESS, BUSINESS_ADDRESS_LINES, whatsappLink } from '#app/content/business.ts';
import { QUOTE_REPLY_HOURS } from '../quote-constants.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { RenderedEmail } from '#app/lib/emails/rendered-email.ts';
import { EstimateLinesSection } from '#app/lib/emails/estimate-lines-section.tsx';
import { QuoteDetails } from '#app/lib/emails/quote-details.tsx';
import { quoteEmailView, type QuoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { EMAIL_TEXT, customerLocale } from '#app/lib/emails/email-text.ts';

export function CustomerAcknowledgementEmail({
  quote,
  link,
}: {
  quote: QuoteEmailView;
  /** The customer's /your-quote page, where the price will appear. */
  link?: string;
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
          <Text>{t.ack.promise(QUOTE_REPLY_HOURS, quote.id)}</Text>
          {link ? (
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
): Promise<RenderedEmail> {
  // In the customer's language: Welsh for a request sent from a Welsh page.
  const locale = customerLocale(row);
  const quote = quoteEmailView(row, locale);
  const element = <CustomerAcknowledgementEmail quote={quote} link={link} />;
  return {
    subject: EMAIL_TEXT[locale].ack.subject(quote.id, BUSINESS.name),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
