import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeLlmFailure, llmPlanJsonSchema, llmPlanSchema } from '../../src/server/coach/llm/llm';
import { strictJsonSchema } from '../../src/server/coach/llm/strictJsonSchema';
import { llmPlanFor, strictSchemaProblem } from '../helpers/llm';

const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'input', reused: 'inline' }) as Record<string, unknown>;

function keywordsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) keywordsOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      found.add(key);
      // Property names are not keywords.
      if (key === 'properties')
        for (const property of Object.values(value as object)) keywordsOf(property, found);
      else keywordsOf(value, found);
    }
  }
  return found;
}

describe('the schema the LLM coach asks for', () => {
  it("is accepted by OpenAI's strict mode, for base and fine-tuned models", () => {
    expect(strictSchemaProblem(llmPlanJsonSchema, 'workout_plan', 'gpt-4o-mini')).toBeNull();
    expect(strictSchemaProblem(llmPlanJsonSchema, 'workout_plan', 'ft:gpt-4o-mini:org::x')).toBeNull();
  });

  it('carries no bound at all, and says each one in words instead', () => {
    const keywords = keywordsOf(llmPlanJsonSchema);
    for (const bound of ['maxLength', 'minLength', 'minimum', 'maximum', 'minItems', 'maxItems', '$schema']) {
      expect(keywords.has(bound), bound).toBe(false);
    }
    const properties = llmPlanJsonSchema.properties as Record<string, { description?: string }>;
    expect(properties.overview?.description).toBe('at most 2000 characters');
    expect(properties.days?.description).toBe('exactly 7 items');
    const exercise = (properties.days as { items: { properties: { exercises: { items: unknown } } } }).items
      .properties.exercises.items as { properties: Record<string, { description?: string }> };
    expect(exercise.properties.sets?.description).toBe('1 to 10');
    expect(exercise.properties.catalogId?.description).toBe(
      'an id from the allowed list (at most 80 characters)',
    );
  });

  it('describes the same shape: a plan the zod schema accepts has every property the JSON schema requires', () => {
    const plan = llmPlanFor({ fitnessLevel: 'beginner', workoutDays: 3, workoutTime: '45 minutes' });
    expect(llmPlanSchema.safeParse(plan).success).toBe(true);
    expect(Object.keys(plan)).toEqual(llmPlanJsonSchema.required);
  });
});

describe('strictJsonSchema', () => {
  it('closes objects, keeps the property order and turns a constant into a one-value enum', () => {
    const schema = strictJsonSchema(
      toJson(z.object({ b: z.literal('x'), a: z.array(z.string().min(1)).max(3).nullable() })),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        b: { type: 'string', enum: ['x'] },
        a: {
          anyOf: [
            {
              type: 'array',
              items: { type: 'string', description: 'at least 1 characters' },
              description: 'at most 3 items',
            },
            { type: 'null' },
          ],
        },
      },
      required: ['b', 'a'],
      additionalProperties: false,
    });
    expect(strictSchemaProblem(schema, 's', 'ft:m')).toBeNull();
  });

  it('refuses what it cannot rewrite without changing the meaning', () => {
    expect(() => strictJsonSchema(toJson(z.object({ a: z.string().optional() })))).toThrow(
      'a is optional: strict mode needs every property required (make it nullable)',
    );
    expect(() => strictJsonSchema(toJson(z.object({ a: z.record(z.string(), z.number()) })))).toThrow(
      'a allows other keys',
    );
    expect(() => strictJsonSchema(toJson(z.object({ a: z.string().and(z.string().max(3)) })))).toThrow(
      "a: 'allOf' is not supported",
    );
    expect(() => strictJsonSchema(toJson(z.array(z.string())))).toThrow('the root must be an object');
    let deep: z.ZodType = z.object({ leaf: z.string() });
    for (let level = 0; level < 10; level += 1) deep = z.object({ next: deep });
    expect(() => strictJsonSchema(toJson(deep))).toThrow('nests deeper than 10 levels');
  });
});

describe('describeLlmFailure', () => {
  it('never repeats an API key, and says when the time ran out', () => {
    const leak = new Error(
      'Incorrect API key provided: sk-proj-abcdef123456. You can find your API key at ...',
    );
    expect(describeLlmFailure(leak)).toBe(
      'Error: Incorrect API key provided: sk-…. You can find your API key at ...',
    );
    const timedOut = AbortSignal.abort(new DOMException('timeout', 'TimeoutError'));
    expect(describeLlmFailure(new Error('aborted'), timedOut)).toBe(
      'the model did not finish the plan within LLM_TIMEOUT_MS',
    );
  });
});
