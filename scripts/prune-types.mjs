// After `tsc -p tsconfig.types.json` (run by `npm run build`): keeps in dist/types only the declarations
// that the package's entries reach (elements/*.d.ts and what they import), so that the package carries
// the public types (elements, events, the API types they name) and not every internal module.
// Usage: node scripts/prune-types.mjs [dir]   (default dist/types)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = process.argv[2] ?? 'dist/types';
const IMPORT = /(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const reached = new Set();
const visit = (file) => {
  if (reached.has(file)) return;
  reached.add(file);
  // Comments may quote imports (`() => import('./x.js')` in a JSDoc example): they are not read.
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  for (const [, specifier] of code.matchAll(IMPORT)) {
    const target = normalize(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    if (!existsSync(target)) throw new Error(`${file} imports ${specifier}, which has no declaration`);
    visit(target);
  }
};
for (const file of files(join(root, 'elements'))) visit(file);

let removed = 0;
for (const file of files(root)) {
  if (!reached.has(file)) {
    rmSync(file);
    removed += 1;
  }
}
// Folders left empty go too.
const prune = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) prune(join(dir, entry.name));
  }
  if (dir !== root && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
};
prune(root);
console.log(`dist types: ${reached.size} declarations kept, ${removed} internal ones dropped`);
