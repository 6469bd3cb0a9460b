import { atom } from 'jotai';
import { createLatestOnly, type HttpClient } from '../api/index.js';
import { fragmentConfigAtom, requireConfig } from './fragment-config.js';

export const httpClientAtom = atom<HttpClient>((get) => ({
  baseUrl: requireConfig(get(fragmentConfigAtom)).baseUrl,
}));

/** One runner per element: a new cart change aborts the one still in flight. */
export const cartChangeRunnerAtom = atom(() => createLatestOnly());
