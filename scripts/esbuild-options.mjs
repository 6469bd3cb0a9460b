// esbuild settings shared by the test runner and the benchmark, so both compile the sources as rollup does.
export const esbuildBrowserOptions = (nodeEnv) => ({
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: '#css-prop',
  define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
  logLevel: 'silent',
});
