// The generated browser tests' settings: SEED and FUZZ_SCALE from the environment of the test runner,
// through the 'fuzz-settings' server command (test/plugins/fuzz-settings.mjs).
import { executeServerCommand } from '@web/test-runner-commands';
import { fuzzSettings, type FuzzSettings } from './settings.js';

export async function browserFuzzSettings(): Promise<FuzzSettings> {
  const given = await executeServerCommand<{ seed: string | null; scale: string | null }, undefined>(
    'fuzz-settings',
  );
  return fuzzSettings(given?.seed ?? undefined, given?.scale ?? undefined);
}
