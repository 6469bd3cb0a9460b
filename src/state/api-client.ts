import { atom } from 'jotai';
import { createChangeSequence, type HttpClient } from '../api/index.js';
import { fragmentConfigAtom, requireConfig } from './fragment-config.js';

export const httpClientAtom = atom<HttpClient>((get) => ({
  baseUrl: requireConfig(get(fragmentConfigAtom)).baseUrl,
}));

/** One sequence per element: every cart change runs to its end; newer ones hold older answers back. */
export const cartChangeSequenceAtom = atom(() => createChangeSequence());
