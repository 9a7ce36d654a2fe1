/**
 * Reads what nodemailer sends, with mailparser: decoded headers (RFC 2047 words, folding),
 * multipart bodies and transfer encodings. The headers come back as plain strings, addresses as
 * `Name <address>`, so tests compare them the way a person reads them.
 */
import { simpleParser, type AddressObject, type Attachment, type HeaderValue } from 'mailparser';

export interface MimeMessage {
  /** Lower-case header name → its decoded value. */
  headers: Map<string, string>;
  /** The text/plain and text/html bodies, decoded (empty when absent). */
  text: string;
  html: string;
  attachments: Attachment[];
}

export async function parseMessage(raw: string | Buffer): Promise<MimeMessage> {
  const mail = await simpleParser(raw);
  const headers = new Map<string, string>();
  for (const [name, value] of mail.headers) headers.set(name, headerText(value));
  return {
    headers,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments,
  };
}

function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map(headerText).join(', ');
  if (isAddressObject(value)) {
    return value.value
      .map((address) => (address.name ? `${address.name} <${address.address}>` : address.address))
      .join(', ');
  }
  if ('value' in value) {
    return typeof value.value === 'string' ? value.value : JSON.stringify(value.value);
  }
  return String(value);
}

function isAddressObject(value: object): value is AddressObject {
  return 'value' in value && Array.isArray(value.value);
}
