export * from './index.js';
export * from './schema.js';
export { i18nFor } from './i18n/server.js';
