/**
 * Sends the rendered e-mails. With SMTP_URL: nodemailer over a pooled SMTP connection (a fresh
 * connection per message costs ~100 ms). Without it: "stored" mode, where the message is kept in
 * outbox_emails for the admin area to show, and the delivery counts as done.
 *
 * Addresses always travel as { name, address } objects, never as strings, so a crafted name cannot
 * smuggle in another recipient.
 */
import nodemailer from 'nodemailer';
import { errorClass } from '../error-class.server.ts';
import { withSafeHeaderText } from './header-text.server.ts';
import type { OutgoingEmail } from './outgoing-email.server.ts';

export type { Mailbox, OutgoingEmail } from './outgoing-email.server.ts';

/** Senders return results, not exceptions: `retryable` maps straight onto the outbox's decision. */
export type SendResult =
  /** `skipped`: the job was due but rightly sends nothing (why, for the log and the job's output). */
  { ok: true; skipped?: string } | { ok: false; error: string; retryable: boolean };

export interface EmailTransport {
  mode: 'smtp' | 'stored';
  send(email: OutgoingEmail): Promise<SendResult>;
  /**
   * Drops every connection at once, a message in the middle of its transaction included: a mail
   * server discards a message whose client left before its final 250, so nothing abandoned here
   * is delivered (and its job is retried after a restart).
   */
  abort(): void;
  close(): void;
}

/** Keeps a message instead of sending it (no SMTP_URL); a second keep of the same one is a no-op. */
export type KeepEmail = (email: OutgoingEmail) => Promise<void>;

export function createEmailTransport(options: {
  smtpUrl?: string;
  keep: KeepEmail;
}): EmailTransport {
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : storedTransport(options.keep);
  // Every e-mail passes here, whoever wrote it: header text is made safe once, for all of them.
  return { ...transport, send: (email) => transport.send(withSafeHeaderText(email)) };
}

function smtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    // Bounded well inside the outbox job's expiry, so a silent server fails the attempt instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Closing means leaving now (abort() below), not waiting for the server's goodbye.
    socketCloseTimeout: 0,
  });
  return {
    mode: 'smtp',
    async send(email) {
      try {
        await transporter.sendMail({
          from: email.from,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          html: email.html,
          text: email.text,
          attachments: email.attachments,
          // One Message-ID per quote and kind: a receiving system can spot a retried duplicate.
          messageId: `<${email.reference}.${email.kind}@bus4u.outbox>`,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: describe(error), retryable: isRetryableSmtpError(error) };
      }
    },
    abort: () => transporter.close({ force: true }),
    close: () => transporter.close(),
  };
}

function storedTransport(keep: KeepEmail): EmailTransport {
  return {
    mode: 'stored',
    async send(email) {
      try {
        await keep(email);
        return { ok: true };
      } catch (error) {
        // The class only: a database error's message repeats the row, addresses and all, into
        // the log.
        return { ok: false, error: errorClass(error), retryable: true };
      }
    },
    abort: () => {},
    close: () => {},
  };
}

/**
 * A permanent SMTP refusal (5xx, e.g. "550 no such mailbox") will not change by retrying; anything
 * else (refused connection, timeout, 4xx) might. Authentication failures (530, 535) are retried:
 * they mean our configuration is wrong, and a fixed configuration should still deliver.
 */
function isRetryableSmtpError(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return responseCode === 530 || responseCode === 535;
  }
  return (error as { code?: unknown }).code !== 'EENVELOPE';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
