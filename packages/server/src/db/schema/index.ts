export * from './identity';
export * from './lookups';
export * from './catalog';
export * from './money';
export * from './commerce';
export * from './chat';
export * from './provider';
export * from './orders';
