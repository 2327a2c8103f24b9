import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';

/**
 * The on-call review found that an unknown plan's page answered 200 and could be indexed. A plan or
 * challenge that does not exist answers 404 with noindex (header and meta tag); the page itself is still
 * the app (its not-found view is what the client draws), and pages that exist are unchanged.
 */
describe.each(testDatabaseTargets())('pages of plans and challenges that do not exist ($name)', (target) => {
  let clientDir: string;
  let server: TestApp;
  let planId: string;
  let challengeId: string;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unknown-pages-'));
    await fs.writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="shell" />' +
        '</head><body><div id="root"></div></body></html>',
    );
    // Stands in for dist/ssr/prerender.js: it draws whatever page it is asked for.
    await fs.writeFile(
      path.join(clientDir, 'prerender.mjs'),
      `export async function prerender({ pathname }) { return '<main>drawn ' + pathname + '</main>'; }`,
    );
    server = await openTestApp(target, { clientDir, prerenderEntry: path.join(clientDir, 'prerender.mjs') });
    const plan = await server.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      payload: { name: 'Known Kim', listed: true },
    });
    planId = plan.json().id;
    expect(
      (await server.app.inject({ method: 'POST', url: `/api/workouts/${planId}/progression`, payload: {} }))
        .statusCode,
    ).toBe(200);
    const challenge = await server.app.inject({
      method: 'POST',
      url: `/api/workouts/${planId}/challenges`,
      payload: { name: 'Known squad', createdBy: 'Kim' },
    });
    expect(challenge.statusCode, challenge.body).toBe(200);
    challengeId = challenge.json().id;
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  const unknownId = 'AAAAAAAAAAAAAAAA';
  // Plan pages are drawn on the server (docs/decisions/0001-server-prerendering.md), challenge pages by the client.
  for (const [page, drawn] of [
    [`/en/plan/${unknownId}`, true],
    [`/es/plan/${unknownId}`, true],
    [`/en/challenge/${unknownId}`, false],
    [`/es/challenge/${unknownId}`, false],
  ] as const) {
    it(`answers ${page} 404 with noindex, and still serves the app`, async () => {
      const answer = await server.app.inject({ url: page });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<meta name="robots" content="noindex" />');
      expect(answer.body).toContain(
        drawn ? `<div id="root"><main>drawn ${page}</main></div>` : '<div id="root"></div>',
      );
    });
  }

  it('answers pages that exist 200, indexable when listed', async () => {
    for (const page of [`/en/plan/${planId}`, `/es/challenge/${challengeId}`]) {
      const answer = await server.app.inject({ url: page });
      expect(answer.statusCode, page).toBe(200);
      expect(answer.headers['x-robots-tag'], page).toBeUndefined();
      expect(answer.body).not.toContain('noindex');
    }
  });
});
