/**
 * The visitor's acknowledgement: what they asked for, the reference, the 24-hour promise and how
 * to reach us. Contact details come from BUSINESS, written once.
 */
import { Body, Container, Heading, Html, Link, Preview, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { BUSINESS, whatsappLink } from '#app/content/business.ts';
import { QUOTE_REPLY_HOURS } from '#app/features/quote/quote-constants.ts';
import type { QuoteRequestRow } from '../../db/schema.server.ts';
import type { RenderedEmail } from './operator-quote.tsx';
import { QuoteDetails } from './quote-details.tsx';
import { quoteEmailView, type QuoteEmailView } from './quote-email-view.ts';

export function CustomerAcknowledgementEmail({ quote }: { quote: QuoteEmailView }) {
  const firstName = quote.name.split(' ')[0] ?? quote.name;
  const whatsapp = whatsappLink(`Hi Bus4U, this is about my quote request ${quote.id}.`);
  return (
    <Html lang="en-GB">
      <Preview>{`We have your quote request ${quote.id}`}</Preview>
      <Body style={{ fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            Thank you, {firstName}: we have your quote request
          </Heading>
          <Text>
            We will contact you within {QUOTE_REPLY_HOURS} hours with your personalised quote. Your
            reference is {quote.id}.
          </Text>
          <QuoteDetails quote={quote} />
          <Text>Need us sooner, or want to change something? We are open 24/7:</Text>
          <Text>
            Phone: <Link href={`tel:${BUSINESS.phone.e164}`}>{BUSINESS.phone.display}</Link>
            <br />
            WhatsApp: <Link href={whatsapp}>{BUSINESS.phone.display}</Link>
            <br />
            E-mail: <Link href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Link>
          </Text>
          <Text style={{ color: '#555555', fontSize: '12px' }}>
            {BUSINESS.name}, {BUSINESS.address.building}, {BUSINESS.address.street},{' '}
            {BUSINESS.address.city} {BUSINESS.address.postcode}. Operator licence{' '}
            {BUSINESS.licence.operatorLicence}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderCustomerAcknowledgement(row: QuoteRequestRow): Promise<RenderedEmail> {
  const quote = quoteEmailView(row);
  const element = <CustomerAcknowledgementEmail quote={quote} />;
  return {
    subject: `We have your quote request ${quote.id} - ${BUSINESS.name}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
