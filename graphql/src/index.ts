export * from './constants.js';
export * from './rules.js';
export * from './content.js';
export * from './journey.js';
export * from './money.js';
export * from './refunds.js';
export * from './routes.js';
export * from './labels.js';
