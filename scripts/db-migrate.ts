/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
import { ConfigError, loadConfig, loadEnvFile } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { MigrationError, migrate } from '../src/server/db/migrate';

try {
  loadEnvFile();
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const result = await migrate(db.sql);
    const where = db.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      result.applied.length > 0
        ? `Applied ${result.applied.length} migration(s) to the ${where}: ${result.applied.join(', ')}`
        : `The ${where} is up to date (${result.alreadyApplied} migration(s) already applied).`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
  process.exit(1);
}
