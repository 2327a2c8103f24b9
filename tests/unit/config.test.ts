import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('has working defaults for a new user: port 3000, loopback, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the bad variable and the value it got', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*"eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('treats empty variables as unset, as a copied .env.example leaves them', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: '', BETA_END_DATE: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.site.betaEndDate).toBeNull();
  });

  it('opens reads to every origin and writes to none by default, and takes lists of origins', () => {
    expect(loadConfig({}).cors).toEqual({ readOrigins: '*', writeOrigins: [] });
    const listed = loadConfig({
      CORS_ORIGINS: 'https://app.example, http://localhost:5173',
      CORS_WRITE_ORIGINS: 'https://app.example',
    });
    expect(listed.cors).toEqual({
      readOrigins: ['https://app.example', 'http://localhost:5173'],
      writeOrigins: ['https://app.example'],
    });
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example/path' })).toThrow(
      /CORS_ORIGINS: .*not an origin: https:\/\/app\.example\/path/,
    );
    expect(() => loadConfig({ CORS_WRITE_ORIGINS: 'app.example' })).toThrow(/CORS_WRITE_ORIGINS/);
    // Empty is unset, as everywhere in the configuration; `none` closes reads too.
    expect(loadConfig({ CORS_ORIGINS: '', CORS_WRITE_ORIGINS: '' }).cors).toEqual({
      readOrigins: '*',
      writeOrigins: [],
    });
    expect(loadConfig({ CORS_ORIGINS: 'none' }).cors.readOrigins).toEqual([]);
  });

  it('trims a trailing slash from PUBLIC_URL so share links have one slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://plans.example/' }).publicUrl).toBe('https://plans.example');
  });
});
