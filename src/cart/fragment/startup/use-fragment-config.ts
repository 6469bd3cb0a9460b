import {
  fragmentConfigAtom,
  requireConfig,
  type FragmentConfig,
  useStoreValue,
} from '../../../state/index.js';

export const useFragmentConfig = (): FragmentConfig => requireConfig(useStoreValue(fragmentConfigAtom));
