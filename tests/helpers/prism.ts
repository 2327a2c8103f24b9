import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Stoplight's Prism CLI, a validating proxy nobody here wrote (issue 28 item 8), and a Node it runs on: Prism 5.16
 * needs Node >= 24.18 and the project runs on 20. Both come pinned from the npm registry in
 * tests/prism/package-lock.json, installed by `npm run test-tools:install` (scripts/install-test-tools.mjs) on
 * linux-x64 and linux-arm64 (Node 24.21.0) and darwin-x64 (24.18.1, the newest 24 the registry has for it).
 * PRISM_NODE names another Node >= 24.18 (on a Mac with Apple silicon, say); the running Node serves when it is new
 * enough. Mirrors tests/helpers/mcp-inspector.ts.
 */
const DIR = path.resolve('tests/prism');
const CLI = path.join(DIR, 'node_modules/@stoplight/prism-cli/dist/index.js');

function newEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 18);
}

function nodeForPrism(): string | undefined {
  if (process.env.PRISM_NODE) return process.env.PRISM_NODE;
  if (newEnough(process.version)) return process.execPath;
  const installed = path.join(DIR, `node_modules/node-${process.platform}-${process.arch}/bin/node`);
  return fs.existsSync(installed) ? installed : undefined;
}

export type PrismCli = { node: string; cli: string };

/**
 * Prism, or undefined after a loud notice. Under REQUIRE_E2E=1 (set by .ci/run) or CI a missing one fails the
 * file instead, as a missing browser does (tests/helpers/browser.ts): CI never passes by skipping.
 */
export function prismAvailable(): PrismCli | undefined {
  const node = nodeForPrism();
  if (node && fs.existsSync(CLI)) return { node, cli: CLI };
  const message =
    `\n!!! The Prism proxy test needs ${node ? CLI : `a Node >= 24.18 for ${process.platform}-${process.arch}`}` +
    ' (run `npm run test-tools:install`, which installs tests/prism; or set PRISM_NODE).\n';
  const ci = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI);
  if (process.env.REQUIRE_E2E === '1' || ci)
    throw new Error(`REQUIRE_E2E=1 or CI is set but Prism is missing.${message}`);
  console.warn(`${message}!!! Skipping the Prism proxy test.\n`);
  return undefined;
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type PrismProxy = { url: string; output(): string; close(): Promise<void> };

/**
 * `prism proxy --errors <document> <upstream>` on a loopback port: every request is checked against the document
 * before it is forwarded (a violation is a 422, or a 401 for a security one, that never reaches the server) and
 * every answer after (a violation is a 500 application/problem+json); either way the `sl-violations` header lists
 * them (Prism's documentation of its validation proxy). Resolves once Prism says it is listening.
 */
export async function startPrismProxy(
  prism: PrismCli,
  document: string,
  upstream: string,
): Promise<PrismProxy> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    prism.node,
    [prism.cli, 'proxy', '--errors', '--host', '127.0.0.1', '--port', String(port), document, upstream],
    {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', SCARF_ANALYTICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
