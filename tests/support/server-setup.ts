import { inject } from 'vitest';
import { useTemplates } from './db-template';

// A setup file of the server projects: hands the global setup's templates (tests/support/global-db.ts) to the
// database helpers, which bench/ also imports and so cannot import vitest themselves.
useTemplates({ pglite: inject('pgliteTemplate'), postgres: inject('postgresTemplate') || undefined });
