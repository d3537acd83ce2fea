export * from './identity';
export * from './lookups';
export * from './catalog';
