// What the page logs to the console while a test runs.

/** Collects console.warn calls until `stop()`. */
export function recordWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  return { warnings, stop: () => (console.warn = original) };
}

/** Records console.warn while `run` runs (it sees the warnings so far) and answers them. */
export async function warningsDuring(
  run: (warnings: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  const recorded = recordWarnings();
  try {
    await run(recorded.warnings);
  } finally {
    recorded.stop();
  }
  return recorded.warnings;
}
