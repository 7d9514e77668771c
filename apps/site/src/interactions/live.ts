/*
 * What Rate & Interact loads once the section comes near the viewport, in one file: the API's
 * calls and the browser's memory of its like and rating.
 */
export * as api from './interactionsApi';
export * as memory from './visitorMemory';
