import type { BuildOptions } from 'esbuild';
/** esbuild settings shared by the test runner and the benchmark. */
export declare function esbuildBrowserOptions(nodeEnv: 'production' | 'development'): BuildOptions;
