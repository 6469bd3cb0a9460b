// A lazy chunk: English texts of error codes, modals and payments.
export { enExtended } from '../en/extended.js';
