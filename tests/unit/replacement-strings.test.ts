import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * Text is text (issue 27 item 6): String.replace reads `$'`, `` $` ``, `$&` and `$1` in a replacement
 * string, so a replacement that holds a visitor's or a model's text rewrites the page around it (the
 * review's plan named "Eve$'"). Every replace and replaceAll in the product's source takes either a
 * constant written in the code or a replacer function, whose return value is used as it is; a computed
 * string (a template with values, a variable, a call) fails here with its file and line.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'scripts'];

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

function sourceFiles(): string[] {
  const files: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) {
        if (entry !== 'public' && entry !== 'node_modules') visit(path.join(relative, entry));
      }
    } else if (/\.tsx?$/.test(relative) && !/\.test\.tsx?$/.test(relative)) files.push(relative);
  };
  for (const source of SOURCES) visit(source);
  return files;
}

/** A replacement the code itself spells out, or a function: nothing read from elsewhere. */
function isSafeReplacement(node: Node | undefined): boolean {
  if (!node) return true;
  if (node.type === 'StringLiteral') return true;
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

function computedReplacements(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const ast = parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    const walk = (node: Node) => {
      const callee = node.callee as Node | undefined;
      const property = callee?.property as Node | undefined;
      if (
        node.type === 'CallExpression' &&
        callee?.type === 'MemberExpression' &&
        property?.type === 'Identifier' &&
        (property.name === 'replace' || property.name === 'replaceAll')
      ) {
        const [, replacement] = node.arguments as Node[];
        if (!isSafeReplacement(replacement)) found.push(`${file}:${node.loc?.start.line}`);
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key.endsWith('Comments')) continue;
        for (const child of Array.isArray(value) ? value : [value]) {
          if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
            walk(child as Node);
        }
      }
    };
    walk(ast.program as unknown as Node);
  }
  return found;
}

describe('replacement strings', () => {
  it('are constants of the code or replacer functions, never computed text', () => {
    expect(computedReplacements()).toEqual([]);
  });
});
