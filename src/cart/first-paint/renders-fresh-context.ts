import { createContext } from 'react';

/**
 * True where the cart renders afresh in the browser; false on the server and while hydrating (the
 * default), where the render must match the server's markup and that markup must work before hydration
 * (the early clicks). Decided once per root, before its first render.
 */
export const RendersFreshContext = createContext(false);
