import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPlan } from '../../src/contract/workout';
import { JOURNEY_ANSWERS } from '../helpers/answers';
import { openTestApp, type TestApp } from '../helpers/app';
import { testDatabaseTargets } from '../helpers/database';
import { type Inspector, inspectorAvailable, runInspector } from '../helpers/mcp-inspector';

/**
 * issue 31: an outside client nobody here wrote lists the tools of /mcp and calls one, as README "Use it from an
 * AI assistant" tells a developer to look at it: `npx @modelcontextprotocol/inspector --cli <url>/mcp --method ...`.
 * The SDK's own client drives the whole journey in mcp.test.ts; this one checks that another implementation of
 * the protocol (its own transport, its own argument parsing) gets the same answers.
 */
const inspector = inspectorAvailable();

type CallAnswer = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: unknown;
};

describe.runIf(inspector)('the MCP Inspector CLI against /mcp', () => {
  const cli = inspector as Inspector;
  let server: TestApp;
  let mcpUrl: string;
  beforeAll(async () => {
    server = await openTestApp(testDatabaseTargets()[0]!);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    mcpUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/mcp`;
  });
  afterAll(() => server?.close());

  it('lists the tools by name, with the arguments a plan needs', async () => {
    const { tools } = (await runInspector(cli, [mcpUrl, '--method', 'tools/list'])) as {
      tools: { name: string; inputSchema: { properties?: Record<string, unknown> } }[];
    };
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining([
        'workouts-generate',
        'workouts-byId',
        'workouts-progression',
        'workouts-alternatives',
        'challenges-join',
        'challenges-markCompleted',
        'plan-links',
      ]),
    );
    const generate = tools.find((tool) => tool.name === 'workouts-generate')!;
    expect(Object.keys(generate.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['screening', 'fitnessGoal', 'workoutDays']),
    );
  });

  it('generates a plan from arguments given as --tool-arg and reads it back as a stranger', async () => {
    const answers = {
      ...JOURNEY_ANSWERS,
      screening: {
        parq: {
          heartCondition: false,
          chestPain: false,
          dizzinessOrFainting: false,
          chronicCondition: false,
          chronicMedication: false,
          boneOrJointProblem: false,
          supervisedOnly: false,
        },
      },
    };
    // The CLI reads each value as JSON when it parses (so "30" would become a number): every value is JSON here,
    // as a user quotes a string that looks like a number.
    const toolArgs = Object.entries(answers).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
    const answer = (await runInspector(cli, [
      mcpUrl,
      '--method',
      'tools/call',
      '--tool-name',
      'workouts-generate',
      '--tool-arg',
      ...toolArgs,
    ])) as CallAnswer;
    expect(answer.isError, answer.content[0]?.text).toBeFalsy();
    const plan = answer.structuredContent as CreatedPlan;
    // Three training days of exercises for Ana, in the language she asked for, and the key to manage it.
    expect(plan.managementKey).toEqual(expect.any(String));
    const trainingDays = plan.schedule.filter((day) => day.exercises.length > 0);
    expect(trainingDays).toHaveLength(3);
    expect(plan.language).toBe('en');
    // The text an assistant reads carries the same plan.
    expect(answer.content[0]!.text).toContain(trainingDays[0]!.exercises[0]!.name);

    const read = (await runInspector(cli, [
      mcpUrl,
      '--method',
      'tools/call',
      '--tool-name',
      'workouts-byId',
      '--tool-arg',
      `id=${JSON.stringify(plan.id)}`,
    ])) as CallAnswer;
    expect(read.structuredContent).toMatchObject({ id: plan.id, view: 'public' });
    expect(JSON.stringify(read)).not.toContain(plan.managementKey);
  });
});
