import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { planQuery, procedurePathKey, procedureQueryKey } from '../../src/client/lib/siteQueries';
import { createTrpcClient } from '../../src/client/lib/trpc';

/**
 * The landing page reads the site information and the example plan without the tRPC client, under the
 * keys tRPC's own query options use: the data the server drew the page with (keyed by tRPC) must be
 * found, and the pages' tRPC queries must share it rather than ask again.
 */
describe('the site queries without the tRPC client', () => {
  const queryClient = new QueryClient();
  const trpc = createTRPCOptionsProxy({ client: createTrpcClient('http://unused.test'), queryClient });

  it('use the keys tRPC gives the same procedures', () => {
    expect(procedureQueryKey('system.siteInfo')).toEqual(trpc.system.siteInfo.queryKey());
    expect(procedureQueryKey('system.examplePlan', { language: 'es' })).toEqual(
      trpc.system.examplePlan.queryKey({ language: 'es' }),
    );
    expect(planQuery('abcdefghijklmnop').queryKey).toEqual(
      trpc.workouts.byId.queryKey({ id: 'abcdefghijklmnop' }),
    );
    for (const list of ['recent', 'topRated', 'browse'] as const)
      expect(procedurePathKey(`workouts.${list}`)).toEqual(trpc.workouts[list].pathKey());
  });

  it('find the data stored under tRPC keys', () => {
    queryClient.setQueryData(trpc.system.examplePlan.queryKey({ language: 'en' }), { marker: 1 } as never);
    expect(queryClient.getQueryData(procedureQueryKey('system.examplePlan', { language: 'en' }))).toEqual({
      marker: 1,
    });
    expect(
      queryClient.getQueryData(procedureQueryKey('system.examplePlan', { language: 'es' })),
    ).toBeUndefined();
  });
});

/** The client modules the entry imports statically: what every page, the landing page first, loads. */
function staticallyImported(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
      const base = path.join(path.dirname(file), match[1] as string);
      const resolved = [base, `${base}.ts`, `${base}.tsx`].find(
        (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
      );
      if (resolved) queue.push(resolved);
    }
  }
  return reached;
}

describe("the landing page's first load", () => {
  it('does not carry the tRPC client', () => {
    const reached = staticallyImported('src/client/main.tsx');
    expect(reached).toContain('src/client/features/landing/ExampleWeek.tsx');
    expect(reached).toContain('src/client/lib/siteQueries.ts');
    expect(reached).not.toContain('src/client/lib/trpc.ts');
  });
});

describe("the plan page's first view", () => {
  // The plan arrives with the page; ratings and challenges load near the viewport (PlanCommunity.tsx).
  it('does not carry the tRPC client', () => {
    const reached = staticallyImported('src/client/pages/PlanPage.tsx');
    expect(reached).toContain('src/client/features/plan/PlanView.tsx');
    expect(reached).toContain('src/client/features/plan/ProgressionSection.tsx');
    expect(reached).not.toContain('src/client/lib/trpc.ts');
  });
});
