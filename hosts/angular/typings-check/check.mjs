// Proves what Angular's compiler checks of the package's typings (typings-check.component.ts says what and
// why): compiles that component alone with ngc and this host's compiler options, and fails unless each
// `<!-- @expect-error reason: `message` -->` in its template is followed by a line with an error whose
// message holds that text, and nothing else is reported (an unmet `@ts-expect-error` of its TypeScript is
// reported as "Unused '@ts-expect-error' directive"; ngc checks templates only once the TypeScript has no
// error). Part of the host's `npm run build`, before `ng build`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';

const here = import.meta.dirname;
const fixture = join(here, 'typings-check.component.ts');
const EXPECT = /^\s*<!--\s*@expect-error\s+(.*?):\s+\\?`(.+?)\\?`\s*-->/;
/** `file:line:column - error TS1234: message` (ngc's diagnostics, colours taken out). */
const DIAGNOSTIC = /^(.+?):(\d+):(\d+) - (error|warning) (TS\d+|NG\d+): (.*)$/;

/** Per line (1-based, as ngc counts) of the fixture: the reason and the message expected there. */
const expected = new Map();
readFileSync(fixture, 'utf8')
  .split('\n')
  .forEach((line, index) => {
    const match = EXPECT.exec(line);
    if (match) expected.set(index + 2, { reason: match[1], message: match[2] });
  });
if (expected.size === 0) throw new Error(`${fixture}: no @expect-error comment`);

const compiled = spawnSync(
  process.execPath,
  [
    join(here, '..', 'node_modules', '@angular', 'compiler-cli', 'bundles', 'src', 'bin', 'ngc.js'),
    '-p',
    'tsconfig.json',
  ],
  { cwd: here, encoding: 'utf8' },
);
// eslint-disable-next-line no-control-regex
const output = `${compiled.stdout}${compiled.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
const diagnostics = output
  .split('\n')
  .map((line) => DIAGNOSTIC.exec(line))
  .filter(Boolean);
if (compiled.status !== 0 && diagnostics.length === 0)
  throw new Error(`ngc failed without a diagnostic (exit ${compiled.status}):\n${output}`);

const problems = [];
const met = new Set();
for (const [, file, line, column, type, code, message] of diagnostics) {
  const expectation = resolve(here, file) === fixture ? expected.get(Number(line)) : undefined;
  if (type === 'error' && expectation && message.includes(expectation.message)) met.add(Number(line));
  else problems.push(`${file}:${line}:${column}: unexpected ${type} ${code}: ${message}`);
}
for (const [line, { reason, message }] of expected)
  if (!met.has(line)) problems.push(`typings-check.component.ts:${line}: no error "${message}" (${reason})`);

if (problems.length && met.size === 0 && diagnostics.length)
  problems.push('(ngc checks the template once the TypeScript compiles: the first errors above come first)');
if (problems.length) throw new Error(`angular typings check:\n${problems.join('\n')}`);
process.stdout.write(
  `angular typings check: ${expected.size} wrong template bindings refused by ngc, the @ts-expect-error lines met\n`,
);
