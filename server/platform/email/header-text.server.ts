/**
 * Text that reaches an e-mail header (Subject, display names) must read in a mail client exactly
 * as it was sent. RFC 2047 lets a header carry "encoded-words", =?charset?B|Q?…?=, which clients
 * decode into any text at all; nodemailer passes a well-formed one through untouched on purpose
 * (so callers can pre-encode), and mail clients decode it even inside quotes. A visitor's name
 * written as one therefore showed the operator "Bcc: a@evil.example" where the name should be.
 *
 * Breaking every "=?" with a space takes away the syntax and keeps the text readable; no real
 * name, place or service label holds "=?". Written by hand: no library offers this one line.
 */
import type { Mailbox, OutgoingEmail } from './outgoing-email.server.ts';

const ENCODED_WORD_OPENER = /=\?/g;

/** The text with no encoded-word left in it: "=?" becomes "= ?", nothing else changes. */
export function neutraliseEncodedWords(text: string): string {
  return text.replace(ENCODED_WORD_OPENER, '= ?');
}

function safeMailbox(mailbox: Mailbox): Mailbox {
  return { ...mailbox, name: neutraliseEncodedWords(mailbox.name) };
}

/** The e-mail with every header text it carries neutralised: subject and display names. */
export function withSafeHeaderText(email: OutgoingEmail): OutgoingEmail {
  return {
    ...email,
    subject: neutraliseEncodedWords(email.subject),
    from: safeMailbox(email.from),
    to: safeMailbox(email.to),
    replyTo: email.replyTo && safeMailbox(email.replyTo),
  };
}
