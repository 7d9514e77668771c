export * from './common.js';
export * from './text.js';
export * from './auth.js';
export * from './health.js';
export * from './http.js';
export * from './review.js';
export * from './status-machines.js';
