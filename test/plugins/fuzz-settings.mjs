// Hands the generated browser tests their settings from the environment of `npm test`: SEED (repeat a
// run exactly) and FUZZ_SCALE (more generated carts and change sequences). Test files ask with the
// server command 'fuzz-settings' (executeServerCommand from @web/test-runner-commands); every launcher
// supports server commands.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function fuzzSettingsPlugin() {
  return {
    name: 'fuzz-settings',
    executeCommand({ command }) {
      if (command !== 'fuzz-settings') return undefined;
      return { seed: process.env.SEED ?? null, scale: process.env.FUZZ_SCALE ?? null };
    },
  };
}
