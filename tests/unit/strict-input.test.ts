import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { workoutRequestSchema } from '../../src/contract/workout';
import { buildOpenApiDocument } from '../../src/server/api/openApiDocument';
import { describeError } from '../../src/server/trpc/errors';
import { appRouter } from '../../src/server/trpc/router';

/**
 * Every object a caller sends refuses a field it does not take, at every depth (src/contract/inputObject.ts;
 * third-party review D1: `screening.followUp.controled` was dropped and the plan made without it).
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The paths of the objects under `schema` that would drop an unknown field in silence. */
function openObjects(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (value: unknown, at = path) => openObjects(value, at, seen);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as unknown;
      const open = !catchall || defOf(catchall).type !== 'never' ? [path || '(input)'] : [];
      return [
        ...open,
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
          inner(value, path ? `${path}.${key}` : key),
        ),
      ];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}

function refusal(input: unknown): string {
  const parsed = workoutRequestSchema.safeParse(input);
  if (parsed.success) return 'accepted';
  return describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error })).message;
}

const parq = {
  heartCondition: false,
  chestPain: false,
  dizzinessOrFainting: false,
  chronicCondition: false,
  chronicMedication: false,
  boneOrJointProblem: false,
  supervisedOnly: false,
};

describe('what a caller sends', () => {
  it('is strict in every object of every procedure, so no door drops a field in silence', () => {
    const open = Object.entries(appRouter._def.procedures).flatMap(([name, procedure]) =>
      ((procedure as unknown as { _def: { inputs: unknown[] } })._def.inputs ?? []).flatMap((input) =>
        openObjects(input, '').map((at) => `${name}: ${at}`),
      ),
    );
    expect(open).toEqual([]);
  });

  it("refuses the review's misspelt and unknown screening fields with their path and the nearest field", () => {
    const base = { name: 'probe2', fitnessGoal: 'endurance', language: 'en' };
    expect(
      refusal({
        ...base,
        screening: {
          parq,
          conditions: ['heartOrLungCondition'],
          followUp: { heartOrLung: 'asthma', controled: true },
        },
      }),
    ).toBe('Invalid input. screening.followUp.controled: Unknown field, did you mean "controlled"?');
    expect(refusal({ ...base, screening: { parq: { ...parq, asthma: true } } })).toMatch(
      /^Invalid input\. screening\.parq\.asthma: Unknown field, known fields: heartCondition, chestPain/,
    );
    expect(refusal({ ...base, screening: { parq, medications: 'insulin' } })).toMatch(
      /^Invalid input\. screening\.medications: Unknown field/,
    );
    // The top level is the same rule, not a second copy.
    expect(refusal({ ...base, workoutdays: 5 })).toBe(
      'Invalid input. workoutdays: Unknown field, did you mean "workoutDays"?',
    );
  });

  it('is documented as closed: additionalProperties false on every object of every request body', () => {
    const document = buildOpenApiDocument({ publicUrl: 'https://coach.example' }) as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    const open: string[] = [];
    const seen = new Set<unknown>();
    const visit = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = node as Record<string, unknown>;
      if (typeof schema.$ref === 'string') {
        const name = schema.$ref.replace('#/components/schemas/', '');
        visit(document.components.schemas[name], name);
        return;
      }
      if (schema.properties && schema.additionalProperties !== false) open.push(at);
      for (const [key, value] of Object.entries(schema))
        if (key === 'properties')
          for (const [name, property] of Object.entries(value as object)) visit(property, `${at}.${name}`);
        else if (typeof value === 'object') visit(value, at);
    };
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          visit(content.schema, `${method} ${path}`);
    expect(seen.size).toBeGreaterThan(20);
    expect(document.components.schemas.ScreeningAnswers).toMatchObject({ additionalProperties: false });
    expect(open).toEqual([]);
  });
});
