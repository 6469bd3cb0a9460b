// Writes the API reference in docs/reference/ from custom-elements.json: one page per custom element (every
// attribute, property, method, event with its detail, slot, CSS part and custom property) and an index that
// also lists the other exports of each entry. The manifest is the source (`npm run analyze` regenerates it
// from the elements' JSDoc and then runs this script), so the reference cannot say what the code does not.
// Usage: node scripts/build-reference.mjs           writes the pages
//        node scripts/build-reference.mjs --check   fails when a committed page differs (run by npm run lint)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

const MANIFEST = 'custom-elements.json';
const OUT_DIR = 'docs/reference';
const check = process.argv.includes('--check');

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** One line of table text: no line breaks, pipes escaped (also inside code spans, as GFM tables want). */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
/** A code span; one that holds a backtick (a template literal type) is fenced with two and spaces. */
const code = (text) =>
  text === undefined || text === null || text === ''
    ? ''
    : text.includes('`')
      ? `\`\` ${text} \`\``
      : `\`${text}\``;
const typeOf = (item) => code(item?.type?.text);
const isPublic = (member) => !member.privacy || member.privacy === 'public';
const publicName = (member) => !member.name.startsWith('#') && !member.name.startsWith('_');

function table(head, rows) {
  if (rows.length === 0) return '';
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}

function section(title, intro, head, rows, none) {
  return [`## ${title}`, '', intro, intro ? '' : null, rows.length > 0 ? table(head, rows) : `${none}\n`]
    .filter((line) => line !== null)
    .join('\n');
}

/** The detail of an event: a `detail` entry when the manifest has one, else what its description names. */
function detailOf(event) {
  const detail = event.detail;
  if (typeof detail === 'string') return code(detail);
  if (detail?.type?.text) return code(detail.type.text);
  if (detail?.text) return code(detail.text);
  const named = /`detail` is (`[^`]+`(?: `[^`]+`)?)/.exec(event.description ?? '');
  return named ? named[1] : '';
}

function signature(method) {
  const params = (method.parameters ?? [])
    .map(
      (p) =>
        `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`,
    )
    .join(', ');
  const returns = method.return?.type?.text;
  return `${method.static ? 'static ' : ''}${method.name}(${params})${returns ? `: ${returns}` : ''}`;
}

function elementPage(element, modulePath) {
  const members = (element.members ?? []).filter((m) => isPublic(m) && publicName(m));
  const fields = members.filter((m) => m.kind === 'field');
  const methods = members.filter((m) => m.kind === 'method');
  const attributes = element.attributes ?? [];
  const parts = [
    `# \`<${element.tagName}>\``,
    '',
    `Generated from \`${MANIFEST}\` by \`scripts/build-reference.mjs\` (\`npm run analyze\`); do not edit by hand.`,
    `Class \`${element.name}\`, defined by \`${modulePath}\`.`,
    '',
    element.summary && element.summary !== element.description ? `${element.summary}\n` : null,
    element.description ? `${element.description}\n` : null,
    section(
      'Attributes',
      '',
      ['attribute', 'property', 'type', 'default', 'description'],
      attributes.map((a) => [code(a.name), code(a.fieldName), typeOf(a), code(a.default), a.description]),
      'None.',
    ),
    section(
      'Properties',
      '',
      ['property', 'attribute', 'type', 'default', 'description'],
      fields.map((f) => [
        `${code(f.name)}${f.static ? ' (static)' : ''}${f.readonly ? ' (read-only)' : ''}`,
        code(f.attribute),
        typeOf(f),
        code(f.default),
        [f.description, f.inheritedFrom ? `(from \`${f.inheritedFrom.name}\`)` : '']
          .filter(Boolean)
          .join(' '),
      ]),
      'None.',
    ),
    section(
      'Methods',
      '',
      ['method', 'description'],
      methods.map((m) => [
        code(signature(m)),
        [m.description, m.inheritedFrom ? `(from \`${m.inheritedFrom.name}\`)` : '']
          .filter(Boolean)
          .join(' '),
      ]),
      'None.',
    ),
    section(
      'Events',
      '',
      ['event', 'type', 'detail', 'description'],
      (element.events ?? []).map((e) => [code(e.name), typeOf(e), detailOf(e), e.description]),
      'None.',
    ),
    section(
      'Slots',
      '',
      ['slot', 'description'],
      (element.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', s.description]),
      'None.',
    ),
    section(
      'CSS parts',
      'Styled from the page with `::part(name)`.',
      ['part', 'description'],
      (element.cssParts ?? []).map((p) => [code(p.name), p.description]),
      'None.',
    ),
    section(
      'CSS custom properties',
      'Set on the element (or inherited from the page).',
      ['property', 'default', 'description'],
      (element.cssProperties ?? []).map((p) => [code(p.name), code(p.default), p.description]),
      'None.',
    ),
  ];
  return parts.filter((line) => line !== null).join('\n');
}

const elements = [];
const otherExports = [];
for (const module of manifest.modules ?? []) {
  for (const declaration of module.declarations ?? []) {
    if (declaration.customElement && declaration.tagName) elements.push({ declaration, path: module.path });
  }
  const exported = (module.exports ?? []).filter((e) => e.kind === 'js');
  const declared = new Map((module.declarations ?? []).map((d) => [d.name, d]));
  if (exported.length > 0) otherExports.push({ path: module.path, exported, declared });
}
elements.sort((a, b) => a.declaration.tagName.localeCompare(b.declaration.tagName));
otherExports.sort((a, b) => a.path.localeCompare(b.path));

const pages = new Map();
for (const { declaration, path } of elements) {
  pages.set(`${declaration.tagName}.md`, elementPage(declaration, path));
}

const index = [
  '# API reference',
  '',
  `Generated from \`${MANIFEST}\` by \`scripts/build-reference.mjs\` (\`npm run analyze\`); do not edit by hand.`,
  '`npm run lint` fails when these pages differ from the manifest. The guides are in [docs/](../README.md).',
  '',
  '## Elements',
  '',
  table(
    ['element', 'class', 'defined by', 'summary'],
    elements.map(({ declaration, path }) => [
      `[\`<${declaration.tagName}>\`](${declaration.tagName}.md)`,
      code(declaration.name),
      code(path),
      declaration.summary ?? (declaration.description ?? '').split(/\.\s/)[0],
    ]),
  ),
  '## Exports of each module',
  '',
  table(
    ['module', 'export', 'what'],
    otherExports.flatMap(({ path, exported, declared }) =>
      exported.map((e) => {
        const declaration = declared.get(e.name);
        const what =
          declaration?.kind === 'function'
            ? `${code(signature(declaration))} ${declaration.description ?? ''}`
            : declaration?.customElement
              ? `the class of [\`<${declaration.tagName}>\`](${declaration.tagName}.md)`
              : '';
        return [code(path), code(e.name), what];
      }),
    ),
  ),
].join('\n');
pages.set('README.md', index);

const config = (await resolveConfig(join(OUT_DIR, 'README.md'))) ?? {};
const stale = [];
if (!check) mkdirSync(OUT_DIR, { recursive: true });
for (const [name, text] of pages) {
  const file = join(OUT_DIR, name);
  const formatted = await format(text, { ...config, filepath: file });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === formatted) continue;
  if (check) stale.push(file);
  else writeFileSync(file, formatted);
}
const extra = existsSync(OUT_DIR)
  ? readdirSync(OUT_DIR).filter((name) => name.endsWith('.md') && !pages.has(name))
  : [];
if (check) {
  const problems = [
    ...stale.map((f) => `${f} differs from ${MANIFEST}`),
    ...extra.map((f) => `${OUT_DIR}/${f} has no element`),
  ];
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n')}\nRun \`node scripts/build-reference.mjs\` (or \`npm run analyze\`) and commit.`,
    );
    process.exit(1);
  }
} else if (extra.length > 0) {
  console.warn(`Not in the manifest any more, delete: ${extra.map((f) => `${OUT_DIR}/${f}`).join(', ')}`);
}
