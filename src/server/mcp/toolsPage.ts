import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../share/previews';
import { MCP_PATH } from './route';
import { procedureTools } from './tools';

export const MCP_TOOLS_PAGE = '/api/docs/mcp';

/**
 * The MCP tools beside the REST reference (/api/docs): each tool with the REST operation it mirrors and its
 * arguments, drawn from the same procedures as /mcp lists them (tools.ts), so the page cannot fall behind.
 */
export function registerMcpToolsPage(app: FastifyInstance, deps: { publicUrl: string }): void {
  let page: string | undefined;
  app.get(MCP_TOOLS_PAGE, async (_request, reply) => {
    page ??= drawPage(deps.publicUrl);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

function drawPage(publicUrl: string): string {
  const endpoint = `${publicUrl.replace(/\/$/, '')}${MCP_PATH}`;
  const rows = procedureTools()
    .map((tool) => {
      const properties = (tool.inputSchema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((tool.inputSchema.required as string[] | undefined) ?? []);
      const args = Object.keys(properties)
        .map((name) => `<code>${escapeHtml(name)}</code>${required.has(name) ? ' (required)' : ''}`)
        .join(', ');
      return (
        `<tr><td><code>${escapeHtml(tool.name)}</code></td><td><code>${escapeHtml(tool.rest.method)} /api${escapeHtml(tool.rest.path)}</code></td>` +
        `<td>${escapeHtml(tool.description)}</td><td>${args || 'none'}</td></tr>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Workout Coach: MCP tools</title></head>
<body>
<h1>MCP tools</h1>
<p>The same procedures as the <a href="/api/docs">REST API</a>, as Model Context Protocol tools at
<code>${escapeHtml(endpoint)}</code> (Streamable HTTP) or over stdio with <code>workout-coach-mcp</code>.
Keys that REST sends in headers are arguments here: <code>managementKey</code>, <code>participantKey</code>,
<code>ratingKey</code>, <code>idempotencyKey</code>. Also: <code>plan-links</code> (the plan's page, PDF and
calendar), the resources <code>plan://{id}</code> and <code>catalogue://exercises</code>, and the prompt
<code>start-questionnaire</code>.</p>
<table>
<thead><tr><th>Tool</th><th>REST operation</th><th>Description</th><th>Arguments</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body></html>
`;
}
