import { useAtomValue } from 'jotai';
import type { Atom } from 'jotai';
import { store } from './store';

/** Reads an atom from the suite's one store, wherever the component is rendered. */
export function useSharedAtom<T>(anAtom: Atom<T>): T {
  return useAtomValue(anAtom, { store });
}
