/**
 * Without SMTP_URL the outbox keeps each e-mail in outbox_emails instead of sending it, and the
 * admin area shows them: the platform's transport calls this to keep one.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { KeepEmail } from '#server/platform/email/transport.server.ts';
import { outboxEmails, type EmailKind } from './quote-schema.server.ts';

export function keepEmailIn(db: AppDb): KeepEmail {
  return async (email) => {
    await db
      .insert(outboxEmails)
      .values({
        quoteId: email.reference,
        // Every sender names its kind from EmailKind; the transport carries it as text.
        kind: email.kind as EmailKind,
        toAddress: email.to.address,
        toName: email.to.name,
        fromAddress: email.from.address,
        replyTo: email.replyTo?.address ?? null,
        subject: email.subject,
        html: email.html,
        text: email.text,
      })
      // A retried job finds its e-mail already kept: keep one.
      .onConflictDoNothing({ target: [outboxEmails.quoteId, outboxEmails.kind] });
  };
}
