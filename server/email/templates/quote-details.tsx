/** The request, field by field, as both e-mails show it. React escapes every value. */
import { Column, Row, Section, Text } from '@react-email/components';
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
  const rows: [string, string][] = [
    ['Reference', quote.id],
    ['Service', quote.service],
    ['Journey', quote.direction],
    ['Pickup location', quote.pickupLocation],
    ['Destination', quote.destination],
    ['Pickup', quote.pickup],
    ...(quote.return ? ([['Return', quote.return]] as [string, string][]) : []),
    ['Passengers', String(quote.passengers)],
    ['Special requirements', quote.specialRequirements ?? 'None'],
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
