// The import rules of DESIGN.md section 2, checked by dependency-cruiser in `npm run lint` (and so in
// .ci/run). Imports flow one way:
//   elements -> cart, payments, counters -> ui, state, api, tracking, telemetry, i18n -> storage, domain
// domain/ imports nothing of the project, events/ only domain/, nothing imports elements/ or demo/
// (the reference API under demo/server/ may import src/domain/), and a module loaded on demand (the
// target of an import()) is never imported statically, or it would join the initial bundle.
const { readdirSync, readFileSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every file of src/ that some file of src/ loads with import('./...'): the lazy chunks. */
function lazyModules() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk('src');
  const lazy = new Set();
  for (const file of files) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
      const target = relative('.', resolve(dirname(file), spec)).replace(/\.js$/, '');
      lazy.add(target);
    }
  }
  return [...lazy].sort();
}

const LAZY = `^(${lazyModules().map(escapeRegExp).join('|')})\\.tsx?$`;
const PAGE = '^src/(cart|payments|counters)/';
const elsewhereIn = (...allowed) => `^src/(?!(${allowed.join('|')})/)`;

// The rooms of src/state/ from the bottom up (docs/architecture.md): a room imports only rooms before it,
// so no two rooms import each other. Only index.ts sits at the root.
const STATE_ROOMS = ['view', 'setup', 'messages', 'cart', 'cart-change', 'sync', 'actions'];
const stateRoomsOneWay = STATE_ROOMS.slice(0, -1).map((room, index) => ({
  name: `state-${room}-imports-no-room-above`,
  comment: `src/state/${room}/ imports no room after it in ${STATE_ROOMS.join(' < ')}: imports go one way.`,
  severity: 'error',
  from: { path: `^src/state/${room}/` },
  to: { path: `^src/state/((${STATE_ROOMS.slice(index + 1).join('|')})/|index\\.ts$)` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-of-the-project',
      comment: 'src/domain/ holds the rules as pure functions: it imports no other part of the project.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: [elsewhereIn('domain'), '^(elements|demo|test|bench|scripts)/'] },
    },
    {
      name: 'domain-is-pure',
      comment:
        'src/domain/ runs in the browser, in Node and on the reference API: no React, no UI, no DOM state.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'],
        path: 'node_modules/(react|react-dom|@emotion|jotai|i18next|@r2wc)/',
      },
    },
    {
      name: 'events-import-only-domain',
      comment: 'src/events/ (the public events) depends on src/domain/ only.',
      severity: 'error',
      from: { path: '^src/events/' },
      to: { path: [elsewhereIn('events', 'domain'), '^(elements|demo|test|bench|scripts)/'] },
    },
    {
      name: 'storage-imports-only-domain',
      comment: 'src/storage/ is the bottom layer beside src/domain/.',
      severity: 'error',
      from: { path: '^src/storage/' },
      to: { path: elsewhereIn('storage', 'domain') },
    },
    {
      name: 'api-imports-only-domain',
      comment: 'The HTTP client knows the shop’s types and rules, nothing of state, storage or UI.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: elsewhereIn('api', 'domain', 'events') },
    },
    {
      name: 'i18n-imports-only-domain',
      comment: 'The catalogue and its set-up know the brands and tenants of the domain, nothing else.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: elsewhereIn('i18n', 'domain') },
    },
    {
      name: 'ui-knows-no-cart-state',
      comment: 'src/ui/ holds generic pieces: no atoms, calls, error reporting or tracking.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(state|api|telemetry|tracking)/' },
    },
    {
      name: 'middle-layer-below-the-page',
      comment:
        'ui, state, api, tracking, telemetry, i18n, storage, domain and events never import the page ' +
        '(cart, payments) or the counters.',
      severity: 'error',
      from: { path: '^src/(?!(cart|payments|counters)/)' },
      to: { path: PAGE },
    },
    {
      name: 'nothing-imports-elements',
      comment:
        'elements/ is the top: one file per custom element, imported by nobody but tests; a host app ' +
        'may take the package’s types (elements/types.ts), as TypeScript users of the package do.',
      severity: 'error',
      from: { path: '^(src|demo|bench|scripts)/' },
      to: { path: '^elements/', pathNot: '^elements/types\\.ts$' },
    },
    {
      name: 'element-types-only-as-types',
      severity: 'error',
      from: { path: '^demo/' },
      to: { path: '^elements/types\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-demo',
      comment: 'demo/ is the demo pages and the reference API: only their tests import it.',
      severity: 'error',
      from: { path: '^(src|elements|bench|scripts)/' },
      to: { path: '^demo/' },
    },
    {
      name: 'reference-api-imports-only-domain',
      comment:
        'The reference API and the page server apply the shop’s rules through src/domain/ and nothing ' +
        'else of src/.',
      severity: 'error',
      from: { path: '^demo/(server|host)/' },
      to: { path: [elsewhereIn('domain'), '^(elements|test|bench)/'] },
    },
    {
      name: 'host-demo-imports-only-the-public-contract',
      comment: 'The React host demo uses the package as a shop would: the public events and element types.',
      severity: 'error',
      from: { path: '^demo/react-host/' },
      to: { path: [elsewhereIn('events'), '^(test|bench)/', '^demo/(server|host)/'] },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      from: { path: '^(src|elements|demo|bench|scripts)/' },
      to: { path: '^test/' },
    },
    {
      name: 'lazy-chunks-stay-lazy',
      comment:
        'A module loaded with import() is imported statically only by other modules loaded on demand ' +
        '(or for its types): a static import from elsewhere would pull it into the initial bundle.',
      severity: 'error',
      from: { path: '^(src|elements)/', pathNot: LAZY },
      to: { path: LAZY, dynamic: false, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'state-through-its-index',
      comment:
        'The rest of the project reaches src/state/ through src/state/index.ts (CONTRIBUTING step 3): ' +
        'a lazy chunk is loaded with import() and only its types are imported statically.',
      severity: 'error',
      from: { path: '^(src|elements)/', pathNot: '^src/state/' },
      to: { path: '^src/state/(?!index\\.ts$)', dynamic: false, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'Modules of the fragment do not import each other in a circle. A circle closed only by type ' +
        'imports (a type derived from a list beside its rule) costs nothing at run time and is allowed.',
      severity: 'error',
      from: { path: '^(src|elements)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...stateRoomsOneWay,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-redeploy|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
  },
};
