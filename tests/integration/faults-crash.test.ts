/**
 * SIGKILL in the middle of 300 concurrent submissions, then a restart on the same data (PGlite's
 * DATA_DIR, or the same PostgreSQL database): every request that was answered 201 is stored, and
 * its operator e-mail, customer e-mail and partner forwarding each arrive at least once (the
 * outbox delivers at least once, so after a crash a duplicate is allowed and a loss is not).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { databasePerSuite, partnerPeerPerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { quoteBody, waitFor } from '../support/quote-app.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const SUBMISSIONS = 300;
/** Answers seen before the kill: enough that the crash lands mid-burst, not before it. */
const KILL_AFTER = 40;

type Outcome = { id: string } | { error: string };

async function submit(url: string, i: number): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(quoteBody({ name: `Crash Customer ${i}`, email: `k${i}@example.com` })),
    });
    if (response.status !== 201) return { error: `status ${response.status}` };
    return (await response.json()) as { id: string };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

describe.each(DATABASE_KINDS)('SIGKILL mid-burst on %s', (kind) => {
  const smtp = smtpPeerPerSuite();
  const partner = partnerPeerPerSuite();
  // On PGlite the data is the server's own DATA_DIR, read back once it is stopped.
  const database: TestDatabase | undefined =
    kind === 'postgres' ? databasePerSuite('postgres') : undefined;
  let dataDir: string;
  let env: Record<string, string>;
  // Started by hand, not by a helper: the test kills the server and starts another on the same
  // data, which is what it checks. Registered after the helpers', the hook below stops whichever
  // is left before they end.
  let server: RunningServer | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bus4u-crash-'));
    env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PARTNER_QUOTE_URL: partner.url,
      RATE_LIMIT_QUOTES_PER_HOUR: '100000',
      SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef',
      ...(database ? { DATABASE_URL: database.env.DATABASE_URL! } : {}),
    };
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every 201 and delivers each of its three jobs after a restart', async () => {
    const first = await startServer(env);
    server = first;
    let answered = 0;
    const killed = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (answered < KILL_AFTER) return;
        clearInterval(timer);
        first.process.kill('SIGKILL');
        first.process.once('exit', () => resolve());
      }, 5);
    });
    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        submit(first.url, i).then((outcome) => {
          if ('id' in outcome) answered++;
          return outcome;
        }),
      ),
    );
    await killed;
    const ids = outcomes.flatMap((o) => ('id' in o ? [o.id] : []));
    const lost = outcomes.length - ids.length;
    console.log(`${kind}: ${ids.length} answered 201 before the kill, ${lost} cut off`);
    expect(ids.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill landed mid-burst: some requests never got their answer.
    expect(lost).toBeGreaterThan(0);

    server = await startServer(env);
    const seen = () => {
      const mails = new Set(smtp.received.map((m) => m.message.headers.get('message-id')));
      const forwarded = new Set(
        partner.requests.filter((r) => r.status === 201).map((r) => r.headers['idempotency-key']),
      );
      return ids.filter(
        (id) =>
          !mails.has(`<${id}.operator@bus4u.outbox>`) ||
          !mails.has(`<${id}.customer@bus4u.outbox>`) ||
          !forwarded.has(id),
      );
    };
    // Jobs the kill left active come back once their heartbeat is missed (~35 s).
    await waitFor(
      async () => (seen().length === 0 ? true : undefined),
      120_000,
      'deliveries',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; missing deliveries for ${seen().join(', ')}`);
    });

    const stored = await storedIds(kind, database, dataDir, server);
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  }, 240_000);
});

async function storedIds(
  kind: string,
  database: TestDatabase | undefined,
  dataDir: string,
  server: RunningServer,
): Promise<Set<string>> {
  if (kind === 'postgres') {
    const rows = await database!.query<{ id: string }>(`select id from quote_requests`);
    return new Set(rows.map((r) => r.id));
  }
  // One process per PGlite directory: stop the server before opening its data.
  await server.stop();
  const handle = await openDatabase({ dataDir });
  try {
    const rows = (await handle.pglite!.query<{ id: string }>(`select id from quote_requests`)).rows;
    return new Set(rows.map((r) => r.id));
  } finally {
    await handle.close();
  }
}
