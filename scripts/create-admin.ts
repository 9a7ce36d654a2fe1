/**
 * `npm run admin:create [-- --email you@example.com --password '…']`: creates an admin account,
 * or sets a new password for an existing one. Asks for what is not given (the password without
 * echo). Uses the same database the server would: DATABASE_URL, or the PGlite files in DATA_DIR.
 * Stop the server first when it uses PGlite: one PGlite directory must never be open in two
 * processes (docs/deploy.md, "One process per data directory").
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AccountError, upsertAdminAccount } from '#app/features/admin/auth/accounts.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { migrateDatabase } from '#server/platform/db/migrate.server.ts';
import { EnvError, parseEnv } from '#server/platform/env.server.ts';

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed (readline writes through _writeToOutput).
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    output._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer.trim();
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const env = parseEnv(process.env);
  const email = values.email ?? (await ask('Admin e-mail: '));
  const password = values.password ?? (await ask('Password (12 characters or more): ', true));
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

main().catch((error: unknown) => {
  if (error instanceof AccountError || error instanceof EnvError) console.error(error.message);
  else console.error('Could not create the admin account:', error);
  process.exit(1);
});
