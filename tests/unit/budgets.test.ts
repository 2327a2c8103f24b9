import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from '../../src/contract/constants';
import { REQUEST_TIMEOUT_CHECK_MS, REQUEST_TIMEOUTS } from '../../src/server/app';
import { DISK_MIN_FREE_BYTES } from '../../src/server/db/diskSpace';
import {
  BUDGETS,
  clientKey,
  type Family,
  procedureFamily,
  REDIS_RETRY_MS,
  REDIS_TIMEOUTS,
} from '../../src/server/security/rateLimit';

describe('the client a budget belongs to', () => {
  it('is an IPv4 address, or the /64 of an IPv6 address however it is written', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0DB8:000a:000b::ffff')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:db8:a::1')).toBe('2001:db8:a:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // What a server listening on :: sees for an IPv4 client is that IPv4 client.
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('not an address')).toBe('not an address');
  });
});

describe('the health check', () => {
  it('is charged, to its own budget', () => {
    expect(procedureFamily('system.health', 'query')).toBe('health');
  });
});

/** README's words for each budget, in the order the README lists them. */
const README_WORDS: Record<Family, string> = {
  generate: 'generation',
  progression: 'progression',
  email: 'email',
  join: 'joining a challenge',
  render: 'rendering',
  health: 'health checks',
  write: 'other writes',
  read: 'reads',
};

describe('README "Abuse protection"', () => {
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(
    readme.indexOf('### Abuse protection'),
    readme.indexOf('### Several instances'),
  );
  const prose = section.replace(/\s+/g, ' ');

  it('names every budget with the number the code charges', () => {
    const listed = Object.entries(README_WORDS)
      .map(([family, words]) => `${words} ${BUDGETS[family as Family]}`)
      .join(', ');
    expect(Object.keys(README_WORDS).sort()).toEqual(Object.keys(BUDGETS).sort());
    expect(prose).toContain(`per kind of work: ${listed}, scaled by`);
  });

  it('states the batch cap, the request timeouts and the Redis timeouts the code applies', () => {
    const seconds = (ms: number) => `${ms / 1000} s`;
    expect(prose).toContain(`a batch holds at most ${MAX_BATCH_CALLS} calls`);
    expect(prose).toContain(`headers must arrive within ${seconds(REQUEST_TIMEOUTS.headersMs)}`);
    expect(prose).toContain(`body included, within ${seconds(REQUEST_TIMEOUTS.requestMs)}`);
    expect(prose).toContain(
      `connections are checked every ${REQUEST_TIMEOUT_CHECK_MS === 1000 ? 'second' : seconds(REQUEST_TIMEOUT_CHECK_MS)}`,
    );
    expect(prose).toContain(
      `it gets ${seconds(REDIS_TIMEOUTS.connectMs)} to connect and ${seconds(REDIS_TIMEOUTS.commandMs)} per command`,
    );
    expect(prose).toContain(`silent for ${seconds(REDIS_TIMEOUTS.socketMs)} is dropped`);
    expect(prose).toContain(`asking Redis again after ${seconds(REDIS_RETRY_MS)}`);
  });

  it('gives the free space under which health calls the disk full', () => {
    expect(readme.replace(/\s+/g, ' ')).toContain(
      `less than ${DISK_MIN_FREE_BYTES / 1024 / 1024} MiB free where \`DATA_DIR\` is`,
    );
  });
});
