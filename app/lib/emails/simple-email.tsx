/**
 * The frame of the booking loop's e-mails: a heading, a few paragraphs, an optional link and the
 * request's details, with the business's contact lines at the foot. React escapes every value.
 */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import type { Locale } from '../locale.ts';
import { EMAIL_TEXT } from './email-text.ts';
import { PLAIN_TEXT_OPTIONS } from './plain-text.ts';
import type { RenderedEmail } from './rendered-email.ts';
import { QuoteDetails } from './quote-details.tsx';
import type { QuoteEmailView } from './quote-email-view.ts';

export interface SimpleEmailProps {
  preview: string;
  heading: string;
  paragraphs: ReactNode[];
  link?: { label: string; href: string };
  /** The request it is about, its details listed; none for an e-mail about an account's month. */
  quote: QuoteEmailView | null;
  /** The language when there is no request to take it from. */
  locale?: Locale;
  extra?: [string, string][];
}

export function SimpleEmail({
  preview,
  heading,
  paragraphs,
  link,
  quote,
  locale = quote?.locale ?? 'en',
  extra,
}: SimpleEmailProps) {
  // The frame speaks the language the view was made in (the customer's, or English for us).
  const t = EMAIL_TEXT[locale];
  return (
    <Html lang={t.htmlLang}>
      <Preview>{preview}</Preview>
      <Body style={{ fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph, i) => (
            <Text key={i}>{paragraph}</Text>
          ))}
          {link ? (
            <Text>
              {link.label}: <Link href={link.href}>{link.href}</Link>
            </Text>
          ) : null}
          {quote ? <QuoteDetails quote={quote} extra={extra} /> : null}
          <Text>
            {t.footer.phoneOrWhatsapp(BUSINESS.phone.display)}{' '}
            <Link href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Link>
          </Text>
          <Text style={{ color: '#555555', fontSize: '12px' }}>
            {BUSINESS.name}, {BUSINESS_ADDRESS_LINES[locale]}. {t.footer.licence}{' '}
            {BUSINESS.licence.operatorLicence}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderSimpleEmail(
  subject: string,
  props: SimpleEmailProps,
): Promise<RenderedEmail> {
  const element = <SimpleEmail {...props} />;
  return {
    subject,
    html: await render(element),
    text: await render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS }),
  };
}
