/** Who the outbox's e-mails come from, and the operator inbox they notify. */
import { BUSINESS } from '#app/content/business.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Mailbox } from '#server/platform/email/transport.server.ts';

export function mailboxes(env: Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>) {
  const business: Mailbox = { name: BUSINESS.name, address: env.MAIL_FROM ?? BUSINESS.email };
  const operatorInbox: Mailbox = {
    name: `${BUSINESS.name} quotes`,
    address: env.QUOTE_NOTIFY_EMAIL ?? BUSINESS.email,
  };
  return { business, operatorInbox };
}
