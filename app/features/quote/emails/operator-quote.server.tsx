/**
 * The operator's notification of a new quote request: every field, the reference and the traffic
 * source, Reply-To the customer, and 'URGENT: ' in the subject when the trip is under 5 days away.
 */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { daysUntil } from '#app/lib/london-dates.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { EstimateLinesSection } from '#app/lib/emails/estimate-lines-section.tsx';
import { QuoteDetails } from '#app/lib/emails/quote-details.tsx';
import { PLAIN_TEXT_OPTIONS } from '#app/lib/emails/plain-text.ts';
import type { RenderedEmail } from '#app/lib/emails/rendered-email.ts';
import { quoteEmailView, type QuoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { EMAIL_TEXT } from '#app/lib/emails/email-text.ts';
import { URGENT_TRIP_DAYS } from '../quote-constants.ts';

export function OperatorQuoteEmail({ quote, urgent }: { quote: QuoteEmailView; urgent: boolean }) {
  return (
    <Html lang="en-GB">
      <Preview>
        {`${urgent ? 'URGENT: ' : ''}${quote.service} for ${quote.name}, ${quote.pickup}`}
      </Preview>
      <Body style={{ fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {urgent ? 'URGENT: ' : ''}New quote request {quote.id}
          </Heading>
          {urgent ? (
            <Text style={{ color: '#b91c1c', fontWeight: 'bold' }}>
              The trip is less than {URGENT_TRIP_DAYS} days away.
            </Text>
          ) : null}
          <QuoteDetails
            quote={quote}
            extra={[
              ['Customer', quote.name],
              ['E-mail', quote.email],
              ['Phone', quote.phone],
              ...(quote.estimate ? [['Estimate shown', quote.estimate] as [string, string]] : []),
              ['Traffic source', quote.trafficSource],
              ['Sent from page', quote.currentPage],
              // The operator reads English; the customer's own language is said.
              ["Customer's language", EMAIL_TEXT[quote.customerLocale].languageName],
              ['Form version', quote.formVersion],
            ]}
          />
          <EstimateLinesSection quote={quote} />
          <Text>Reply to this e-mail to answer {quote.name} directly.</Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderOperatorQuoteEmail(
  row: QuoteRequestRow,
  now: Date = new Date(),
): Promise<RenderedEmail> {
  const quote = quoteEmailView(row);
  const urgent = daysUntil(row.pickupDate, now) < URGENT_TRIP_DAYS;
  const element = <OperatorQuoteEmail quote={quote} urgent={urgent} />;
  return {
    subject: `${urgent ? 'URGENT: ' : ''}Quote request: ${quote.service} for ${quote.name} (${quote.id})`,
    html: await render(element),
    text: await render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS }),
  };
}
