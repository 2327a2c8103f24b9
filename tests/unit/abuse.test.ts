import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline } from '../../src/contract/text';
import { loadConfig } from '../../src/server/config';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/server/db/dataDirLock';
import { jsonDepthExceeds } from '../../src/server/security/json';
import { isPrivateAddress, trustProxyOption } from '../../src/server/security/proxy';
import { PROCEDURE_FAMILIES, procedureFamily } from '../../src/server/security/rateLimit';
import { parseRecipient } from '../../src/server/share/email';
import { mailSafeName } from '../../src/server/share/noLinks';
import { appRouter } from '../../src/server/trpc/router';

describe('budgets per procedure', () => {
  it('names only procedures that exist, so a renamed one cannot fall into a looser budget unnoticed', () => {
    const procedures = Object.keys(appRouter._def.procedures);
    for (const name of Object.keys(PROCEDURE_FAMILIES)) expect(procedures).toContain(name);
  });

  it('gives each costly call its own budget and the rest the budget of their kind', () => {
    expect(procedureFamily('share.email', 'mutation')).toBe('email');
    expect(procedureFamily('workouts.generateStream', 'subscription')).toBe('generate');
    expect(procedureFamily('challenges.join', 'mutation')).toBe('join');
    expect(procedureFamily('ratings.add', 'mutation')).toBe('write');
    expect(procedureFamily('workouts.byId', 'query')).toBe('read');
  });
});

describe('the recipient, as the mailer reads it', () => {
  it('is one canonical address, or nothing', () => {
    expect(parseRecipient(' Victim@Example.COM ')).toBe('victim@example.com');
    // A display name is refused, not read past: the one rule takes a plain mailbox only.
    expect(parseRecipient('x1<victim@example.com>')).toBeNull();
    expect(parseRecipient('victim@example.com,a')).toBeNull();
    expect(parseRecipient('a@b.co;c@d.co')).toBeNull();
    expect(parseRecipient('group: a@b.co, c@d.co;')).toBeNull();
    expect(parseRecipient('a@b.co\nBcc: x@y.z')).toBeNull();
    expect(parseRecipient('"a,b"@x.co')).toBeNull();
    expect(parseRecipient('no-at-sign')).toBeNull();
  });

  it('keeps only the letters of the plan name for a message, without link-shaped words, at most 40', () => {
    expect(mailSafeName('Ana López')).toBe('Ana López');
    expect(mailSafeName('Win $500 at evil.example/x')).toBe('Win at');
    expect(mailSafeName('\u202Eevil')).toBe('evil');
    expect([...mailSafeName('a'.repeat(100))]).toHaveLength(40);
  });
});

describe('text a visitor types', () => {
  it('loses invisible, control and direction characters; lines keep their breaks', () => {
    expect(cleanLine('\u200b\u200c\u200d\u2060\ufeff')).toBe('');
    expect(cleanLine('\u3164\u2800')).toBe('');
    expect(cleanLine('Team \u202Eevil\u202C')).toBe('Team evil');
    expect(cleanLine(' Ana\n\tLópez\u0000 ')).toBe('Ana López');
    expect(cleanMultiline('one\r\ntwo\u200b\u0007\tthree')).toBe('one\ntwo three');
  });
});

describe('JSON depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[[[["}', 3)).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses; true becomes 1 hop with a warning; nonsense stops start-up', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    const fromTrue = loadConfig({ TRUST_PROXY: 'true' });
    expect(fromTrue.trustProxy).toBe(1);
    expect(fromTrue.warnings.join()).toMatch(/TRUST_PROXY=true .* read as TRUST_PROXY=1/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false, a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/not an address: 10.0.0.0\/40/);
  });

  it('trusts a hop only from a private or loopback address', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('10.0.0.2', 1)).toBe(false);
    expect(isPrivateAddress('172.31.255.1')).toBe(true);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(trustProxyOption(false)).toBe(false);
  });
});

describe('the lock on DATA_DIR', () => {
  it('refuses while its holder lives, takes over a dead holder, and releases only its own', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-lock-unit-'));
    try {
      // The parent process (the test runner) is alive.
      await fs.writeFile(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(`process ${process.ppid}`);
      // A pid no process has.
      await fs.writeFile(path.join(dir, LOCK_FILE), '2147483646\n');
      const lock = await lockDataDir(dir);
      expect(await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
      await lock.release();
      await expect(fs.stat(path.join(dir, LOCK_FILE))).rejects.toThrow();
      expect(await fs.readdir(dir)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
