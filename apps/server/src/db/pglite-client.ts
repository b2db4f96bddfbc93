import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PostgreSQL's own default page cache, the embedded store's unless `PGLITE_SHARED_BUFFERS_MB` says otherwise. */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 128;

/**
 * The page cache of an open that reads a little and closes: a backup of a stopped store, the check of a restored
 * one. PGlite's start grows with its cache: on a 2-core machine a start took 0.65 s with 128 MB and 0.2 s with
 * 16 MB, for pages such an open never reads.
 */
export const BRIEF_OPEN_SHARED_BUFFERS_MB = 16;

/** PGlite over `directory`, with the extensions the schema needs and a page cache of `sharedBuffersMb`. */
export function createPgliteClient(
  directory: string,
  sharedBuffersMb: number,
  loadDataDir?: Blob,
): Promise<PGlite> {
  return PGlite.create(directory, {
    // pg_trgm backs the catalogue search; PGlite ships it as a loadable extension.
    extensions: { pg_trgm },
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
}
