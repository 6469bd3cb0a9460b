// Builds the demo's React 19 host app (demo/react-host/main.tsx) into demo/build/react-host.js, which
// demo/react-host/index.html loads beside the element bundles of dist/. Part of `npm run build`.
import * as esbuild from 'esbuild';
import { esbuildBrowserOptions } from './esbuild-options.mjs';

await esbuild.build({
  ...esbuildBrowserOptions('production'),
  entryPoints: ['demo/react-host/main.tsx'],
  outfile: 'demo/build/react-host.js',
  minify: true,
  logLevel: 'warning',
});
