import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/connection';

/**
 * A server whose answers the driver cannot place: it accepts the connection, then answers every query
 * with a data row for no query at all (as a connection to the embedded database's one backend could see
 * after another connection was cut mid-pipeline). postgres.js fails the query it was running, its own
 * column-types query included; that one's rejection was handled by nobody, so Node ended the process
 * (an unhandled rejection). The patch (docs/decisions/0011-postgres-js-patched-for-dropped-connections.md)
 * handles it: the caller's query fails, and nothing reaches the top of the process.
 */
function startMisbehavingServer() {
  const server = net.createServer((socket) => {
    let started = false;
    socket.on('data', () => {
      if (!started) {
        started = true;
        // AuthenticationOk, then ReadyForQuery (idle).
        const authentication = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
        const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
        socket.write(Buffer.concat([authentication, ready]));
        return;
      }
      // A DataRow with one column, '1', answering nothing the driver asked.
      socket.write(Buffer.from([0x44, 0, 0, 0, 11, 0, 1, 0, 0, 0, 1, 0x31]));
    });
    socket.on('error', () => {});
  });
  return new Promise<{ port: number; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('an answer the database driver cannot place', () => {
  let misbehaving: Awaited<ReturnType<typeof startMisbehavingServer>>;
  let db: Database;
  const unhandled: unknown[] = [];
  const collect = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', collect);
    misbehaving = await startMisbehavingServer();
    db = await openDatabase({
      databaseUrl: `postgres://coach@127.0.0.1:${misbehaving.port}/coach`,
      poolSize: 1,
    });
  });
  afterAll(async () => {
    process.off('unhandledRejection', collect);
    await db.sql.end({ timeout: 0 });
    await misbehaving.close();
  });

  it('fails the query and leaves no rejection unhandled', async () => {
    const failure = await db.sql`select 1 as one`.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    // Node reports unhandled rejections once the pending microtasks have run: one turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});
