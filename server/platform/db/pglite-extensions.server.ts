/**
 * The PostgreSQL extensions the migrations use, which PGlite ships as separate modules and loads
 * only when told at start: every PGlite opened on the app's data must pass these.
 */
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** btree_gist: the exclusion constraint that keeps one vehicle from two jobs at once. */
export const PGLITE_EXTENSIONS = { btree_gist };
