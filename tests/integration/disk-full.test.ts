import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastDiskFullAt } from '../../src/server/db/diskFull';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { generationStreamPath } from '../helpers/generationStream';

/**
 * A full disk, answered honestly: the on-call review filled DATA_DIR (a small tmpfs) and got 500 "Something
 * went wrong" for writes and generation and 502 for email. The database's own refusal is planted where
 * PostgreSQL raises it (a trigger raising SQLSTATE 53100 `disk_full`, the code of "could not extend file:
 * No space left on device"), and the outbox's at its write (ENOSPC); each answer is a 503 with
 * STORAGE_FULL and Retry-After, and writes work again once space is back.
 */
const FULL =
  'The server has run out of storage space, so nothing can be saved right now. Please try again later.';

describe.each(testDatabaseTargets())('a full disk ($name)', (target) => {
  let server: TestApp;
  let dataDir: string;
  let planId: string;

  beforeAll(async () => {
    dataDir = await fsPromises.mkdtemp(path.join(os.tmpdir(), 'coach-full-'));
    server = await openTestApp(target, { env: { DATA_DIR: dataDir } });
    const created = await server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} });
    planId = created.json().id;
    await server.db.sql.unsafe(`
      create function refuse_for_want_of_space() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
      end $$`);
  });
  afterAll(async () => {
    await server.close();
    await fsPromises.rm(dataDir, { recursive: true, force: true });
  });

  async function diskFull<T>(table: string, run: () => Promise<T>): Promise<T> {
    await server.db.sql.unsafe(
      `create trigger full_disk before insert or update on ${table} for each row execute function refuse_for_want_of_space()`,
    );
    try {
      return await run();
    } finally {
      await server.db.sql.unsafe(`drop trigger full_disk on ${table}`);
    }
  }

  function expectStorageFull(answer: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) {
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.json()).toEqual({ error: FULL, code: 'STORAGE_FULL', message: FULL });
  }

  it('answers a write 503 STORAGE_FULL with Retry-After, and takes it once there is space', async () => {
    const before = lastDiskFullAt();
    const rating = { userName: 'Full', rating: 5, feedback: 'Written to a full disk.' };
    const refused = await diskFull('ratings', () =>
      server.app.inject({ method: 'POST', url: `/api/workouts/${planId}/ratings`, payload: rating }),
    );
    expectStorageFull(refused);
    // The time is kept for whoever reports health.
    expect(lastDiskFullAt()).not.toBeNull();
    expect(lastDiskFullAt()!.getTime()).toBeGreaterThanOrEqual(before?.getTime() ?? 0);

    const saved = await server.app.inject({
      method: 'POST',
      url: `/api/workouts/${planId}/ratings`,
      payload: rating,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('answers generation 503 STORAGE_FULL, over REST and in the stream', async () => {
    const rest = await diskFull('workout_plans', () =>
      server.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: { name: 'Full disk' } }),
    );
    expectStorageFull(rest);

    const url = await generationStreamPath(server.app, { name: 'Full disk', requestId: 'r_fulldisk0001' });
    const stream = await diskFull('workout_plans', () => server.app.inject({ url }));
    const failure = stream.body.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
    expect(failure, stream.body).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({
      message: FULL,
      data: { httpStatus: 503, errorCode: 'STORAGE_FULL' },
    });
  });

  it('answers an email to the outbox 503 STORAGE_FULL and leaves no half-written message', async () => {
    const realWriteFile = fsPromises.writeFile;
    const spy = vi.spyOn(fsPromises, 'writeFile').mockImplementation(async (file, data, options) => {
      if (!String(file).includes(`${path.sep}outbox${path.sep}`)) return realWriteFile(file, data, options);
      // What a full disk does: part of the message is written, then the write fails.
      await realWriteFile(file, 'From: partial', options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    try {
      const email = await server.app.inject({
        method: 'POST',
        url: `/api/workouts/${planId}/email`,
        payload: { email: 'full@example.com' },
      });
      expectStorageFull(email);
    } finally {
      spy.mockRestore();
    }
    expect(await fsPromises.readdir(path.join(dataDir, 'outbox'))).toEqual([]);

    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/workouts/${planId}/email`,
      payload: { email: 'full@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await fsPromises.readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
  });
});
