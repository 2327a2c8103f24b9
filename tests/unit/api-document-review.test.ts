import { describe, expect, it } from 'vitest';
import { parseIdempotencyKey } from '../../src/server/api/idempotency';
import { buildOpenApiDocument } from '../../src/server/api/openApiDocument';

/** What the third-party review of the REST document found (/api/openapi.json against the server). */

type Schema = Record<string, unknown>;
const document = buildOpenApiDocument({ publicUrl: 'https://coach.example' }) as unknown as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};
const generateBody = () =>
  document.paths['/workouts/generate']?.post?.requestBody?.content['application/json']?.schema as {
    properties: Record<string, Schema>;
  };

describe('requestId, the Idempotency-Key alias (review D2)', () => {
  it("documents the server's own length: what the pattern passes, the key check takes", () => {
    const pattern = new RegExp(generateBody().properties.requestId?.pattern as string);
    // The review's replay: 10 characters passed the pattern and were refused by the server.
    expect(pattern.test('abcdef1234')).toBe(false);
    expect(() => parseIdempotencyKey('abcdef1234')).toThrow(/20 to 255/);
    const twenty = 'Xk3p9QzL2mV7rT5wB8nJ';
    expect(pattern.test(twenty)).toBe(true);
    expect(parseIdempotencyKey(twenty)).toBe(twenty);
    expect(generateBody().properties.requestId?.description).toContain('20 to 64');
  });
});
