/**
 * The sign-in link e-mail, through the outbox like every other e-mail: the sign-in request only
 * queues a job (at most one per account per SIGN_IN_LINK_INTERVAL_SECONDS, pg-boss's singleton),
 * and the worker makes the link when it runs, so the token is never stored anywhere but in the
 * e-mail. Sent over SMTP only: without SMTP_URL the e-mail would be kept for the admin area,
 * which is exactly what a locked-out operator cannot open, so nothing is queued then.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { PgBoss } from 'pg-boss';
import { BUSINESS } from '#app/content/business.ts';
import type { AdminOutbox } from '#app/lib/server-context.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { adminAccounts } from '#app/lib/db/admin-schema.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import {
  SIGN_IN_LINK_INTERVAL_SECONDS,
  SIGN_IN_LINK_TTL_MS,
  SIGN_IN_PATH,
} from './auth-constants.ts';
import { createSignInLink } from './sign-in-links.server.ts';

export const SIGN_IN_LINK_QUEUE = 'admin.sign-in-link';
export const SIGN_IN_LINK_SUBJECT = `Your ${BUSINESS.name} admin sign-in link`;

interface SignInLinkJob {
  accountId: string;
}

/** Queues the e-mail; a second request within the interval is dropped by pg-boss. */
export async function queueSignInLink(outbox: AdminOutbox, accountId: string): Promise<void> {
  const data: SignInLinkJob = { accountId };
  await outbox.send(SIGN_IN_LINK_QUEUE, data, {
    singletonKey: accountId,
    singletonSeconds: SIGN_IN_LINK_INTERVAL_SECONDS,
  });
}

export function signInLinkUrl(siteUrl: string, token: string): string {
  const url = new URL(SIGN_IN_PATH, siteUrl);
  url.searchParams.set('link', token);
  return url.toString();
}

export function renderSignInLinkEmail(link: string): { text: string; html: string } {
  const minutes = SIGN_IN_LINK_TTL_MS / 60_000;
  const paragraphs = [
    `Someone tried to sign in to the ${BUSINESS.name} admin area from a device this account has not used before, while the account was locked after too many wrong passwords.`,
    'If that was you, open this sign-in link on that device and enter your password again:',
    link,
    `The link works once, for the next ${minutes} minutes, and only together with your password.`,
    'If it was not you, you do not need to do anything: nobody can get in with this link alone. If these e-mails keep coming, someone is guessing your password; choose a new one with `npm run admin:create` on the server.',
  ];
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = paragraphs
    .map((p) =>
      p === link
        ? `<p><a href="${escape(link)}">Sign in to the ${escape(BUSINESS.name)} admin area</a></p>`
        : `<p>${escape(p)}</p>`,
    )
    .join('\n');
  return { text: paragraphs.join('\n\n'), html };
}

/** Creates the queue and its worker; nothing when no SMTP server is configured. */
export async function startSignInLinkMail(
  boss: PgBoss,
  db: AppDb,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SITE_URL' | 'OUTBOX_POLL_SECONDS'>,
): Promise<{ stop(): Promise<void> }> {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) return { stop: async () => {} };
  // A link is worth sending only while it can still be used; a few quick retries are enough.
  const policy = { retryLimit: 3, retryDelay: 5, expireInSeconds: 60 };
  if (await boss.getQueue(SIGN_IN_LINK_QUEUE)) await boss.updateQueue(SIGN_IN_LINK_QUEUE, policy);
  else await boss.createQueue(SIGN_IN_LINK_QUEUE, policy);
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const from = { name: BUSINESS.name, address: env.MAIL_FROM ?? BUSINESS.email };
  const workerId = await boss.work<SignInLinkJob>(
    SIGN_IN_LINK_QUEUE,
    { pollingIntervalSeconds: Math.max(0.5, env.OUTBOX_POLL_SECONDS) },
    async (jobs) => {
      for (const job of jobs) {
        const [account] = await db
          .select({ id: adminAccounts.id, email: adminAccounts.email })
          .from(adminAccounts)
          .where(eq(adminAccounts.id, job.data.accountId))
          .limit(1);
        if (!account) continue;
        const token = await createSignInLink(db, account.id);
        const { text, html } = renderSignInLinkEmail(signInLinkUrl(env.SITE_URL, token));
        await transporter.sendMail({
          from,
          to: { name: `${BUSINESS.name} admin`, address: account.email },
          subject: SIGN_IN_LINK_SUBJECT,
          text,
          html,
        });
      }
    },
  );
  return {
    async stop() {
      await boss.offWork(SIGN_IN_LINK_QUEUE, { id: workerId, wait: true });
      transporter.close();
    },
  };
}
