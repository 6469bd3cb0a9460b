// Proves that svelte-check refuses wrong attributes on the shop-* elements in Svelte markup, where it has
// no expect-error comment: runs svelte-check on TypingsCheck.svelte alone (tsconfig.json of this folder)
// and fails unless each `<!-- @expect-error reason: `message` -->` is followed by a line with an error
// whose message holds that text, and nothing else is reported (errors nor warnings). Part of the host's
// `npm run build`, after the app's own svelte-check.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';

const here = import.meta.dirname;
const host = join(here, '..');
const fixture = join(here, 'TypingsCheck.svelte');
const EXPECT = /^\s*<!--\s*@expect-error\s+(.*?):\s+`([^`]+)`\s*-->/;

/** Per line (0-based, as svelte-check counts) of the fixture: the reason and the message expected there. */
const expected = new Map();
readFileSync(fixture, 'utf8')
  .split('\n')
  .forEach((line, index) => {
    const match = EXPECT.exec(line);
    if (match) expected.set(index + 1, { reason: match[1], message: match[2] });
  });
if (expected.size === 0) throw new Error(`${fixture}: no @expect-error comment`);

const checked = spawnSync(
  process.execPath,
  [
    join(host, 'node_modules', 'svelte-check', 'bin', 'svelte-check'),
    '--tsconfig',
    relative(host, join(here, 'tsconfig.json')),
    '--output',
    'machine-verbose',
  ],
  { cwd: host, encoding: 'utf8' },
);
const lines = checked.stdout.split('\n');
if (!lines.some((line) => /^\d+ COMPLETED /.test(line)))
  throw new Error(
    `svelte-check did not complete (exit ${checked.status}):\n${checked.stdout}${checked.stderr}`,
  );

const problems = [];
const met = new Set();
for (const line of lines) {
  const json = line.replace(/^\d+ /, '');
  if (!json.startsWith('{')) continue;
  const { type, filename, start, message } = JSON.parse(json);
  const where = `${filename}:${start.line + 1}:${start.character + 1}`;
  const expectation = join(host, filename) === fixture ? expected.get(start.line) : undefined;
  if (type === 'ERROR' && expectation && message.includes(expectation.message)) met.add(start.line);
  else problems.push(`${where}: unexpected ${type.toLowerCase()}: ${message}`);
}
for (const [line, { reason, message }] of expected)
  if (!met.has(line))
    problems.push(`${relative(host, fixture)}:${line + 1}: no error "${message}" (${reason})`);

if (problems.length) throw new Error(`svelte typings check:\n${problems.join('\n')}`);
process.stdout.write(`svelte typings check: ${expected.size} wrong attributes refused by svelte-check\n`);
