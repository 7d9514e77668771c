export * from './common.js';
export * from './auth.js';
export * from './health.js';
export * from './http.js';
export * from './review.js';
