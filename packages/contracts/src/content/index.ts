export * from './slug.js';
export * from './media.js';
export * from './rich-text.js';
export * from './rich-text-plain-text.js';
export * from './collections.js';
export * from './website.js';
export * from './api.js';
export * from './published.js';
