/**
 * Just enough MIME to read what nodemailer sends (mailparser does not install from this
 * registry): unfolded headers with RFC 2047 words decoded, and the leaf parts of a multipart
 * message with their quoted-printable or base64 bodies decoded.
 */

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

export interface MimeMessage extends MimePart {
  parts: MimePart[];
  /** The text/plain and text/html parts' decoded bodies (empty when absent). */
  text: string;
  html: string;
}

export function parseMessage(raw: string): MimeMessage {
  const root = parsePart(raw);
  const parts = leaves(root);
  const find = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(type))?.body ?? '';
  return { ...root, parts, text: find('text/plain'), html: find('text/html') };
}

function parsePart(raw: string): MimePart & { rawBody: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rawBody = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, rawBody, body: decodeBody(rawBody, headers.get('content-transfer-encoding')) };
}

function leaves(part: MimePart & { rawBody: string }): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [part];
  const sections = part.rawBody.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leaves(parsePart(s.replace(/^\r?\n/, ''))));
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, =?UTF-8?Q?…?= and =?UTF-8?B?…?=, as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QBqb])\?([^?]*)\?=/g,
      (_m, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
