/**
 * A loopback TCP proxy in front of PostgreSQL that reads what the clients send and keeps each
 * round trip's SQL: a simple Query message is one round trip; in the extended protocol the Parse
 * messages up to a Sync are one. Tests count what a request costs the database with it, without
 * touching the server's configuration (pg_stat_statements needs a preload and a restart).
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface StatementLog {
  port: number;
  /** The SQL of every round trip so far, in order (several statements of one trip joined by ;). */
  trips: string[];
  close(): Promise<void>;
}

const SSL_REQUEST_CODE = 80877103;

/** Splits one connection's frontend byte stream into messages and records the round trips. */
function reader(record: (sql: string) => void) {
  let buffer = Buffer.alloc(0);
  let startup = true;
  let parsed: string[] = [];
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (startup) {
        // Untyped: int32 length, then the protocol code (or the SSL request's code).
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        startup = buffer.readInt32BE(4) === SSL_REQUEST_CODE;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]!);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      buffer = buffer.subarray(1 + length);
      if (type === 'Q') {
        record(body.subarray(0, body.indexOf(0)).toString('utf8'));
      } else if (type === 'P') {
        const nameEnd = body.indexOf(0);
        parsed.push(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString('utf8'));
      } else if (type === 'S') {
        record(parsed.join(';\n') || '(bind of a prepared statement)');
        parsed = [];
      }
    }
  };
}

export function startStatementLog(targetPort: number): Promise<StatementLog> {
  const trips: string[] = [];
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client).add(upstream);
    const read = reader((sql) => trips.push(sql));
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        trips,
        close: () =>
          new Promise((r) => {
            for (const socket of open) socket.destroy();
            server.close(() => r());
          }),
      });
    });
  });
}
