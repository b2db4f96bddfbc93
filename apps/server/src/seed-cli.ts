import { loadConfig } from './config';
import { describeDatabase, openDatabase } from './db/open-database';
import { seedPhotos } from './media/seed-photos';
import { pgliteInUse } from './seed/pglite-in-use';
import { reseed } from './seed/reseed';
import { consoleSeedOutput } from './seed/seed-output';

/**
 * `pnpm seed`: wipes the store's data on the database the environment points at (DATA_DIR or DATABASE_URL)
 * and seeds the demo store anew. On the embedded database the server must be stopped first. `--photos` also
 * gives the first twelve products a 12-megapixel photo, stored as an admin's upload would be.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const where = describeDatabase(config);
  if (!config.databaseUrl && (await pgliteInUse(config.dataDir))) {
    console.error(
      `The embedded database (${where}) is in use: stop the Aurora Store server first, then run pnpm seed again. ` +
        'If no server is running, it was stopped without closing the database: start it and stop it once.',
    );
    return 1;
  }
  console.log(`Reseeding ${where}: every account, product, order, review and coupon is wiped.`);
  const database = await openDatabase(config);
  try {
    await reseed(database.db, config, consoleSeedOutput(console.log));
    if (process.argv.includes('--photos')) {
      console.log('Making and storing twelve 12-megapixel product photos...');
      const urls = await seedPhotos(database.db);
      console.log(`${urls.length} products have a photo as their main image.`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Seeding failed: ${reason}`);
    process.exit(1);
  },
);
