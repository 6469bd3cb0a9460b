// A lazy chunk: English texts of the first paint, loaded before an English cart first renders.
export { enCore } from '../en/core.js';
