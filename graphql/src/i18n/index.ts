export * from './locales.js';
export * from './format.js';
export * from './translator.js';
export { AREAS, CATALOG_LOADERS, type Area } from './catalogs/index.js';
export * from './rule-templates.js';
export * from './rule-messages.js';
