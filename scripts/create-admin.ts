/**
 * `npm run admin:create [-- --email you@example.com --password '…']`: creates an admin account,
 * or sets a new password for an existing one. Asks for what is not given (the password without
 * echo). Uses the same database the server would: DATABASE_URL, or the PGlite files in DATA_DIR.
 * It refuses to run while a server holds the PGlite files in DATA_DIR: one PGlite directory must
 * never be open in two processes (docs/deploy.md, "One process per data directory"), and the
 * running server would not see the new account anyway until it restarted.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { AccountError, upsertAdminAccount } from '#app/features/admin/auth/accounts.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { migrateDatabase } from '#server/platform/db/migrate.server.ts';
import { runningServerPid } from '#server/platform/db/pglite-backup.server.ts';
import { EnvError, parseEnv } from '#server/platform/env.server.ts';

const serverHoldsDataDir = (pid: number, dataDir: string) =>
  `The server (process ${pid}) is running on the database in ${dataDir}. Stop it first, then run this again: two processes must never open one embedded database, and the running server would not see the new account until it restarted.`;

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question(question);
  rl.close();
  return answer.trim();
}

/** Reads a password with nothing echoed: `read` mutes the terminal's output while it is typed. */
async function askHidden(question: string): Promise<string> {
  return (await read({ prompt: question, silent: true, replace: '' })).trim();
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const env = parseEnv(process.env);
  // Asked before the password is typed, so nobody types one for nothing.
  const pid = env.DATABASE_URL ? null : runningServerPid(env.DATA_DIR);
  if (pid !== null) throw new ServerRunningError(serverHoldsDataDir(pid, env.DATA_DIR));
  const email = values.email ?? (await ask('Admin e-mail: '));
  const password = values.password ?? (await askHidden('Password (12 characters or more): '));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const result = await upsertAdminAccount(asAppDb(database.db), email, password);
    console.log(
      result.created ? `Admin account created for ${email}.` : `New password set for ${email}.`,
    );
  } finally {
    await database.close();
  }
}

class ServerRunningError extends Error {}

main().catch((error: unknown) => {
  if (
    error instanceof AccountError ||
    error instanceof EnvError ||
    error instanceof ServerRunningError
  )
    console.error(error.message);
  else console.error('Could not create the admin account:', error);
  process.exit(1);
});
