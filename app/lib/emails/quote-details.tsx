/** The request, field by field, as both e-mails show it. React escapes every value. */
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EMAIL_TEXT } from './email-text.ts';
import type { QuoteEmailView } from './quote-email-view.ts';

const label = { color: '#555555', fontSize: '14px', margin: '4px 0', width: '40%' };
const value = { color: '#111111', fontSize: '14px', margin: '4px 0' };

/** Keeps the visitor's line breaks in HTML and in the plain text made from it. */
function withLineBreaks(text: string) {
  return text.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}

export function QuoteDetails({
  quote,
  extra = [],
}: {
  quote: QuoteEmailView;
  extra?: [string, string][];
}) {
  const t = EMAIL_TEXT[quote.locale].details;
  const rows: [string, string][] = [
    [t.reference, quote.id],
    [t.service, quote.service],
    [t.journey, quote.direction],
    [t.pickupLocation, quote.pickupLocation],
    [t.destination, quote.destination],
    [t.pickup, quote.pickup],
    ...(quote.return ? ([[t.return, quote.return]] as [string, string][]) : []),
    [t.passengers, String(quote.passengers)],
    [t.specialRequirements, quote.specialRequirements ?? t.none],
    ...extra,
  ];
  return (
    <Section>
      {rows.map(([name, text]) => (
        <Row key={name}>
          <Column style={label}>
            <Text style={label}>{name}:</Text>
          </Column>
          <Column>
            <Text style={value}>{withLineBreaks(text)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
