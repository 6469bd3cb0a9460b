import { atom, type Getter, type Setter } from 'jotai';

/**
 * The number of each control's newest choice ('quantity:item-1', 'shipping' ...), counted per store. A
 * choice is told apart from the newest by its number, not by its value: choosing 4, 9 and 4 again within
 * one frame sends one call, although the newest choice equals the first.
 */
const choiceNumbersAtom = atom<ReadonlyMap<string, number>>(new Map());

/** Takes the next number of `control`'s choices: from now on, this choice is its newest. */
export function takeChoiceNumber(get: Getter, set: Setter, control: string): number {
  const numbers = get(choiceNumbersAtom);
  const next = (numbers.get(control) ?? 0) + 1;
  set(choiceNumbersAtom, new Map(numbers).set(control, next));
  return next;
}

/** Whether the choice numbered `number` is still `control`'s newest. */
export const isNewestChoice = (get: Getter, control: string, number: number): boolean =>
  get(choiceNumbersAtom).get(control) === number;
