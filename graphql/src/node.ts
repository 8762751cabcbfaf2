export * from './index.js';
export * from './schema.js';
