// What a shopper reads: text with its white space folded as the page shows it. No side effects, so the
// e2e tests of dist/ can import it (cart-fixture.ts registers the element of the sources).

/** `text` with runs of spaces, tabs and line breaks as one space, trimmed (a no-break space stays). */
export const foldSpace = (text: string) => text.replace(/[ \t\n\r]+/g, ' ').trim();

/** The text of `node` as a shopper reads it; '' for no node. */
export const textOf = (node: Node | null | undefined) => foldSpace(node?.textContent ?? '');
