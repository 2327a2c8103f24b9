import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { openTestAppOn, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

type Mode = 'found' | 'quota' | 'error' | 'slow' | 'empty';

/** A real HTTP server on loopback standing in for the video service's search API. */
async function startFakeSearchApi() {
  const state = { mode: 'found' as Mode, requests: [] as URL[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'quota')
      return send(403, {
        error: { code: 403, message: 'quotaExceeded', errors: [{ reason: 'quotaExceeded' }] },
      });
    if (state.mode === 'error') return send(500, { error: { code: 500 } });
    if (state.mode === 'empty') return send(200, { items: [] });
    const answer = () =>
      send(200, {
        items: [
          {
            id: { kind: 'youtube#video', videoId: 'abcDEF12345' },
            snippet: {
              title: `Demo: ${url.searchParams.get('q')}`,
              description: 'How to do it',
              thumbnails: { high: { url: 'https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg' } },
            },
          },
        ],
      });
    if (state.mode === 'slow') setTimeout(answer, 2000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('exercise video lookup', () => {
  let db: Database;
  let fake: Awaited<ReturnType<typeof startFakeSearchApi>>;
  let keyless: TestApp;
  let keyed: TestApp;
  const lookup = async (server: TestApp, name: string, language = 'en') => {
    const response = await server.app.inject({
      url: `/api/search/exercise-video?exerciseName=${encodeURIComponent(name)}&language=${language}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    db = await testDatabaseTargets()[0]!.open();
    fake = await startFakeSearchApi();
    keyless = await openTestAppOn(db);
    keyed = await openTestAppOn(db, {
      env: {
        YOUTUBE_API_KEY: 'test-key',
        YOUTUBE_API_BASE_URL: fake.baseUrl,
        VIDEO_LOOKUP_TIMEOUT_MS: '500',
      },
    });
  });
  afterAll(async () => {
    await keyless.close();
    await keyed.close();
    await fake.close();
    await db.close();
  });

  it('without a key: the verified video of that very exercise, else none (never a similar movement)', async () => {
    expect(await lookup(keyless, 'Push-up (3 x 8-12 @ RIR 2)')).toMatchObject({
      videoId: 'IODxDxX7oi4',
      source: 'catalogue',
    });
    // By catalogue id, whatever the plan's wording.
    const byId = await keyless.app.inject({
      url: `/api/search/exercise-video?exerciseName=${encodeURIComponent('Jalón')}&language=es&catalogId=lat-pulldown`,
    });
    expect(byId.json()).toMatchObject({
      videoId: 'CAwf7n6Luuc',
      title: 'Jalón al pecho',
      source: 'catalogue',
    });
    // The old keyword map gave each of these another movement's video; now they get none.
    for (const [name, language, catalogId] of [
      ['Talones al glúteo', 'es', 'butt-kicks'],
      ['Lateral shuffle', 'en', 'lateral-shuffle'],
      ['Sliding hamstring curl', 'en', 'sliding-leg-curl'],
      ['Dumbbell floor press', 'en', 'dumbbell-floor-press'],
      ['Kneeling cable crunch', 'en', 'cable-crunch'],
      ['Smith machine squat', 'en', undefined],
      ['Juggling', 'en', undefined],
    ] as const) {
      expect(await lookup(keyless, name, language), name).toBeNull();
      if (catalogId) {
        const response = await keyless.app.inject({
          url: `/api/search/exercise-video?exerciseName=${encodeURIComponent(name)}&language=${language}&catalogId=${catalogId}`,
        });
        expect(response.json(), name).toBeNull();
      }
    }
    expect(fake.state.requests).toHaveLength(0);
  });

  it('with a key: asks the search API once (embeddable, safe, in the language) and serves repeats from the cache', async () => {
    fake.state.mode = 'found';
    const first = await lookup(keyed, 'Cossack squat (3 x 10)', 'es');
    expect(first).toMatchObject({
      videoId: 'abcDEF12345',
      source: 'search',
      title: 'Demo: Cossack squat técnica correcta',
    });
    const request = fake.state.requests.at(-1)!;
    expect(request.pathname).toBe('/youtube/v3/search');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      type: 'video',
      videoEmbeddable: 'true',
      safeSearch: 'strict',
      relevanceLanguage: 'es',
      key: 'test-key',
    });
    const count = fake.state.requests.length;
    expect(await lookup(keyed, 'Cossack squat', 'es')).toEqual(first);
    expect(fake.state.requests.length).toBe(count);
  });

  it('with a key: a verified video needs no search; a failing search API means no video, not a similar one', async () => {
    const count = fake.state.requests.length;
    expect(await lookup(keyed, 'Barbell bench press')).toMatchObject({
      videoId: 'rT7DgCr-3pg',
      source: 'catalogue',
    });
    expect(fake.state.requests.length).toBe(count);
    for (const mode of ['quota', 'error', 'slow', 'empty'] as const) {
      fake.state.mode = mode;
      expect(await lookup(keyed, `Plank variation ${mode}`), mode).toBeNull();
    }
  });

  it('rejects an empty or huge name with a 400', async () => {
    expect((await keyless.app.inject({ url: '/api/search/exercise-video?exerciseName=' })).statusCode).toBe(
      400,
    );
    expect(
      (await keyless.app.inject({ url: `/api/search/exercise-video?exerciseName=${'x'.repeat(201)}` }))
        .statusCode,
    ).toBe(400);
  });
});
