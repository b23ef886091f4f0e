import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The buffer pool of a throw-away database ("memory://", the tests'): PGlite zeroes its whole pool
 * at every start, and the default 128 MB took 0.3 s of each test file's 0.8 s start; the seeded
 * catalog's tables and indexes are a few MB. A data folder keeps PostgreSQL's default.
 */
export const THROW_AWAY_SHARED_BUFFERS = '16MB';

/**
 * A data folder tarball as PGlite reads it (it only asks for `arrayBuffer()`), over bytes already
 * in memory: Node's own Blob hands them over through a stream and copies them again, 0.57 s for
 * the seeded template's 46 MB against 0.13 s to read the file.
 */
class TarballBytes extends Blob {
  constructor(private readonly tarball: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.tarball.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tarball;
    const whole = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(whole ? buffer : this.tarball.slice().buffer);
  }
}

/** PGlite's options for a data folder or a throw-away database, started from `tarball` when given. */
export function pgliteOptions({
  throwAway,
  tarball,
}: {
  throwAway: boolean;
  tarball?: Uint8Array;
}): PGliteOptions {
  return {
    // The keyword search's typo tolerance and accent folding (migration search_engine); PostgreSQL
    // ships both in its contrib package.
    extensions: { pg_trgm, unaccent },
    ...(tarball ? { loadDataDir: new TarballBytes(tarball) } : {}),
    ...(throwAway
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${THROW_AWAY_SHARED_BUFFERS}`] }
      : {}),
  };
}
