export * from './constants.js';
export * from './rules.js';
