import { useAtomValue } from '../../state/use-atom.js';
import { fragmentConfigAtom, requireConfig, type FragmentConfig } from '../../state/index.js';

export const useFragmentConfig = (): FragmentConfig => requireConfig(useAtomValue(fragmentConfigAtom));
