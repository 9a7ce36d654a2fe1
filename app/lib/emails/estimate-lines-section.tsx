/**
 * The instant price a request was sent with, line by line and in the e-mail's language: the
 * customer's acknowledgement in theirs, the operator's notification in English.
 */
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EMAIL_TEXT } from './email-text.ts';
import type { QuoteEmailView } from './quote-email-view.ts';

const label = { color: '#111111', fontSize: '14px', margin: '2px 0' };
const amount = { ...label, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

export function EstimateLinesSection({ quote }: { quote: QuoteEmailView }) {
  if (!quote.estimateLines) return null;
  const t = EMAIL_TEXT[quote.locale].estimate;
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t.heading}
      </Heading>
      {quote.estimateLines.lines.map((line, i) => (
        <Row key={i}>
          <Column>
            <Text style={label}>{line.label}:</Text>
          </Column>
          <Column style={{ width: '25%' }}>
            <Text style={amount}>{line.amount}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ ...label, fontWeight: 'bold' }}>{t.total}:</Text>
        </Column>
        <Column style={{ width: '25%' }}>
          <Text style={{ ...amount, fontWeight: 'bold' }}>{quote.estimateLines.total}</Text>
        </Column>
      </Row>
      <Text style={{ color: '#555555', fontSize: '12px' }}>{t.note}</Text>
    </Section>
  );
}
