import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The MCP Inspector CLI, an MCP client nobody here wrote (issue 31), and a Node it runs on: it needs Node >= 22.19
 * and the project runs on 20. Both come pinned from the npm registry in tests/mcp-inspector/package-lock.json,
 * installed by `npm run test-tools:install` (scripts/install-test-tools.mjs) on linux-x64, linux-arm64 and darwin-x64,
 * the platforms the registry has a node-<os>-<cpu>@22.23.3 for. MCP_INSPECTOR_NODE names another Node >= 22.19
 * (on a Mac with Apple silicon, say); the running Node serves when it is new enough.
 */
const DIR = path.resolve('tests/mcp-inspector');
const LAUNCHER = path.join(
  DIR,
  'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js',
);

function newEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

function nodeForInspector(): string | undefined {
  if (process.env.MCP_INSPECTOR_NODE) return process.env.MCP_INSPECTOR_NODE;
  if (newEnough(process.version)) return process.execPath;
  const installed = path.join(DIR, `node_modules/node-${process.platform}-${process.arch}/bin/node`);
  return fs.existsSync(installed) ? installed : undefined;
}

export type Inspector = { node: string; launcher: string };

/**
 * The inspector, or undefined after a loud notice. Under REQUIRE_E2E=1 (set by .ci/run) or CI a missing one
 * fails the file instead, as a missing browser does (tests/helpers/browser.ts): CI never passes by skipping.
 */
export function inspectorAvailable(): Inspector | undefined {
  const node = nodeForInspector();
  if (node && fs.existsSync(LAUNCHER)) return { node, launcher: LAUNCHER };
  const message =
    `\n!!! The MCP Inspector test needs ${node ? LAUNCHER : `a Node >= 22.19 for ${process.platform}-${process.arch}`}` +
    ' (run `npm run test-tools:install`, which installs tests/mcp-inspector; or set MCP_INSPECTOR_NODE).\n';
  const ci = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI);
  if (process.env.REQUIRE_E2E === '1' || ci)
    throw new Error(`REQUIRE_E2E=1 or CI is set but the MCP Inspector is missing.${message}`);
  console.warn(`${message}!!! Skipping the MCP Inspector test.\n`);
  return undefined;
}

/**
 * Runs `mcp-inspector --cli <args>` as `npx @modelcontextprotocol/inspector --cli` would, with the inspector's
 * Node first on PATH (whatever it starts runs on it too) and a HOME of its own (it keeps a catalogue of servers
 * in ~/.mcp-inspector). Resolves with its standard output, parsed as the JSON it prints; rejects with its
 * standard error when it exits non-zero.
 */
export async function runInspector(inspector: Inspector, args: string[]): Promise<unknown> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-inspector-home-'));
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        inspector.node,
        [inspector.launcher, '--cli', ...args],
        {
          env: {
            PATH: `${path.dirname(inspector.node)}${path.delimiter}${process.env.PATH ?? ''}`,
            HOME: home,
            MCP_CATALOG_PATH: path.join(home, 'mcp.json'),
          },
          timeout: 60_000,
          maxBuffer: 16 * 1024 * 1024,
        },
        (error, out, err) =>
          error
            ? reject(new Error(`mcp-inspector ${args.join(' ')} failed: ${err || error.message}`))
            : resolve(out),
      );
    });
    return JSON.parse(stdout);
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}
