import {
  fragmentConfigAtom,
  requireConfig,
  type FragmentConfig,
  useAtomValue,
} from '../../../state/index.js';

export const useFragmentConfig = (): FragmentConfig => requireConfig(useAtomValue(fragmentConfigAtom));
