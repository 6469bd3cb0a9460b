// A lazy chunk: German texts of error codes, modals and payments (loaded by ../locale-catalogues.ts).
export { deExtended } from '../de/extended.js';
