/**
 * `HEAD` in the API document (issue 28, item 7): every path that answers `GET` answers `HEAD` with the
 * same status and headers and no body (api/rest.ts answers it as the GET; Fastify does the same for the
 * file routes). Written from the finished GET operations, so the two cannot drift.
 */

type Json = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, Json> | undefined> };

export function documentHead(generated: { paths?: object }): void {
  const document = generated as Document;
  for (const operations of Object.values(document.paths ?? {})) {
    const get = operations?.get;
    if (!operations || !get || operations.head) continue;
    const responses = Object.fromEntries(
      Object.entries(get.responses as Record<string, Json>).map(([status, response]) => {
        const { content: _content, ...withoutBody } = response;
        return [status, { ...withoutBody, description: `${String(response.description)} (No body: HEAD.)` }];
      }),
    );
    operations.head = {
      ...get,
      operationId: `${String(get.operationId)}-head`,
      summary: `${String(get.summary)} (headers only)`,
      description:
        'The same status and headers as the `GET`, without the body: to check that it exists or read its `ETag`.',
      responses,
    };
  }
}
