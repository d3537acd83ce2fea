/**
 * Entity and request shapes (zod) shared by the API server and the web clients.
 * One file per domain; this index is the package's public API.
 */
export * from './common';
export * from './catalog';
export * from './identity';
