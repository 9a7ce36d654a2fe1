/**
 * An e-mail as the features hand it to the transport. Its own file so that the transport and the
 * header clean-up (header-text.server.ts), which the transport calls, both read it from below.
 * Addresses always travel as { name, address } objects, never as strings, so a crafted name cannot
 * smuggle in another recipient.
 */
export interface Mailbox {
  name: string;
  address: string;
}

export interface OutgoingEmail {
  /**
   * What the message is about, as its sender names it (every feature gives its request's id).
   * With `kind` it names the message once: its Message-ID, and the e-mail kept in stored mode.
   */
  reference: string;
  /** What the message is (the features name their kinds); one message per request and kind. */
  kind: string;
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  html: string;
  text: string;
  /** E.g. the booking confirmation's journey.ics. Stored mode keeps the message without it. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}
