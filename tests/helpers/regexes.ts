import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

/**
 * Every regular expression the server may apply to what a visitor sends (README "Abuse protection"):
 * the contract's schemas, the security plugins, the coach's readers, the routers, the share features
 * (previews, email, calendar, PDF), the REST layer and the page server, which read request bodies and
 * paths. Read from the source, not listed by hand, so a new pattern is analysed the day it is written.
 */
export const REQUEST_TEXT_SOURCES = [
  'src/contract',
  'src/server/security',
  'src/server/coach/read',
  'src/server/routers',
  'src/server/share',
  'src/server/api',
  'src/server/web.ts',
  'src/server/prerender.ts',
  'src/server/app.ts',
];

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What the walk reads of a Babel syntax node. */
type Node = {
  type: string;
  loc?: { start: { line: number } } | null;
  start?: number | null;
  end?: number | null;
  [key: string]: unknown;
};

export type FoundPattern = { file: string; line: number; source: string; flags: string };
/** A `new RegExp(...)` whose text is computed: the test must be told which patterns it produces. */
export type ComputedPattern = { file: string; line: number; code: string };

function sourceFiles(): string[] {
  const files: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) visit(path.join(relative, entry));
    } else if (/\.tsx?$/.test(relative) && !/\.test\.tsx?$/.test(relative)) files.push(relative);
  };
  for (const source of REQUEST_TEXT_SOURCES) visit(source);
  return files;
}

/** A string the code spells out whole: a literal, or a template without `${}`. */
function constantString(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  const template = node as Node & { expressions?: unknown[]; quasis?: { value: { cooked?: string } }[] };
  if (node.type === 'TemplateLiteral' && template.expressions?.length === 0)
    return template.quasis?.[0]?.value.cooked;
  return undefined;
}

/** Regex literals, `new RegExp('literal')`, and the computed `new RegExp(...)` calls, file by file. */
export function collectPatterns(): { literal: FoundPattern[]; computed: ComputedPattern[] } {
  const literal: FoundPattern[] = [];
  const computed: ComputedPattern[] = [];
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const ast = parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    const walk = (node: Node) => {
      const line = node.loc?.start.line ?? 0;
      if (node.type === 'RegExpLiteral') {
        literal.push({ file, line, source: node.pattern as string, flags: node.flags as string });
      }
      const callee = node.callee as Node | undefined;
      if (
        (node.type === 'NewExpression' || node.type === 'CallExpression') &&
        callee?.type === 'Identifier' &&
        callee.name === 'RegExp'
      ) {
        const [sourceArgument, flagsArgument] = node.arguments as Node[];
        const source = constantString(sourceArgument);
        const flags = flagsArgument === undefined ? '' : constantString(flagsArgument);
        if (source !== undefined && flags !== undefined) literal.push({ file, line, source, flags });
        else computed.push({ file, line, code: text.slice(node.start ?? 0, node.end ?? 0) });
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
        const children = Array.isArray(value) ? value : [value];
        for (const child of children) {
          if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
            walk(child as Node);
        }
      }
    };
    walk(ast.program as unknown as Node);
  }
  return { literal, computed };
}
