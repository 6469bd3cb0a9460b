// Runs the Node-side tests (test/**/*.node.test.ts: the reference API over HTTP, catalogue keys in code)
// with node's own test runner. Node 20 does not expand globs itself, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return find(path);
    return entry.name.endsWith('.node.test.ts') ? [path] : [];
  });
}

const files = find('test').sort();
if (files.length === 0) {
  console.error('No Node tests found under test/.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
