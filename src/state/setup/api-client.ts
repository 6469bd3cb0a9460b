import { atom } from 'jotai';
import type { HttpClient } from '../../api/index.js';
import { fragmentConfigAtom, requireConfig } from './fragment-config.js';

export const httpClientAtom = atom<HttpClient>((get) => ({
  baseUrl: requireConfig(get(fragmentConfigAtom)).baseUrl,
}));

/** Aborted when the element leaves the page: the cart calls in flight are dropped, later ones get a new one. */
export const cartLeavingAtom = atom(() => ({ controller: new AbortController() }));
