// Answers given as they are: POST /api/test/next-answer makes the next call(s) of a path answer a raw JSON
// body chosen by the test, the way another backend would write it (null members, unknown members, values
// this version does not know, or a cart the page cannot render). The visitor's state stays untouched.
import { armedPathMatches } from './fault-kinds.js';
import type { CannedAnswer, VisitorState } from './state.js';

/** Arms a raw answer for the next `remaining` calls of `path`. */
export function armCannedAnswer(visitor: VisitorState, answer: CannedAnswer): void {
  visitor.cannedAnswers.push(answer);
}

/** The raw answer armed for this call of `path`, if any; it is used up like an armed fault. */
export function takeCannedAnswer(visitor: VisitorState, path: string): CannedAnswer | undefined {
  const index = visitor.cannedAnswers.findIndex((armed) => armedPathMatches(armed.path, path));
  const armed = visitor.cannedAnswers[index];
  if (!armed) return undefined;
  armed.remaining -= 1;
  if (armed.remaining <= 0) visitor.cannedAnswers.splice(index, 1);
  return armed;
}
