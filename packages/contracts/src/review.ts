// The review and inbox area of the API (signup requests, admin users, messages, audit log).
export * from './pagination.js';
export * from './signup-requests.js';
export * from './admin-users.js';
export * from './messages.js';
export * from './audit-log.js';
