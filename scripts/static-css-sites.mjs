// The `css` calls of a module that run as it loads: tagged templates and calls of @emotion/react's `css`
// outside any function. scripts/build-styles.mjs records what each one returns; the production builds
// (rollup) replace each by its serialized name only, since the static sheet holds its rules: the CSS text
// is not in the JavaScript twice.
//
// Each call is known by a stable key, the binding it is assigned to (`layout`, `variants.big`,
// `tones[1]`, `default`), never by its place in the module: moving styles around a module keeps their
// names, and a key the record does not hold, or that two calls share, fails the build.
import { parseAst } from 'rollup/parseAst';

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The local name `css` of @emotion/react is imported as in `code` (ES module JavaScript), if any. */
function cssBinding(ast) {
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== '@emotion/react') continue;
    for (const specifier of node.specifiers)
      if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'css')
        return specifier.local.name;
  }
  return undefined;
}

/** The key segment of an object property, or undefined when it is computed. */
function propertyName(property) {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return undefined;
}

/** Where a key path goes below `node`: `[child, path]` pairs (path undefined: no stable key below). */
function children(node, path) {
  const pairs = [];
  const push = (child, childPath) => {
    if (child && typeof child.type === 'string') pairs.push([child, childPath]);
  };
  switch (node.type) {
    case 'VariableDeclarator':
      push(node.init, node.id.type === 'Identifier' ? [node.id.name] : undefined);
      return pairs;
    case 'ExportDefaultDeclaration':
      push(node.declaration, ['default']);
      return pairs;
    case 'Property':
      if (node.computed) push(node.key, undefined);
      push(node.value, path && propertyName(node) !== undefined ? [...path, propertyName(node)] : undefined);
      return pairs;
    case 'ArrayExpression':
      node.elements.forEach((element, index) => push(element, path && [...path, `[${index}]`]));
      return pairs;
    default:
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach((child) => push(child, path));
        else if (value && typeof value === 'object') push(value, path);
      }
      return pairs;
  }
}

/** Each `css` call of `code` (all, or only those outside functions) as `{ start, end, key }`, in source order. */
function cssCalls(code, moduleLevelOnly) {
  if (!code.includes('@emotion/react')) return [];
  const ast = parseAst(code);
  const local = cssBinding(ast);
  if (!local) return [];
  const sites = [];
  const visit = (node, path) => {
    if (moduleLevelOnly && (FUNCTIONS.has(node.type) || node.type === 'ClassBody')) return;
    const tagged =
      node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === local;
    const called =
      node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === local;
    if (tagged || called) {
      sites.push({ start: node.start, end: node.end, key: path?.join('.').replaceAll('.[', '[') });
      return;
    }
    for (const [child, childPath] of children(node, path)) visit(child, childPath);
  };
  for (const statement of ast.body) if (statement.type !== 'ImportDeclaration') visit(statement, undefined);
  return sites.sort((a, b) => a.start - b.start);
}

/** Each module-level `css` call of `code` as `{ start, end, key }`, in source order. */
export const moduleLevelCssCalls = (code) => cssCalls(code, true);

/**
 * How many `css` calls of `code` run inside a function: their rules would be known only while rendering,
 * which the element's JSX runtime (src/ui/css-prop/jsx-runtime.ts) does not insert.
 */
export const cssCallsInFunctions = (code) => cssCalls(code, false).length - cssCalls(code, true).length;

/**
 * The module-level `css` calls of `code` with their keys; throws when a call has no stable key (not
 * assigned to a binding) or two calls share one.
 */
export function keyedModuleLevelCss(code, module) {
  const sites = moduleLevelCssCalls(code);
  const seen = new Set();
  for (const site of sites) {
    if (site.key === undefined)
      throw new Error(
        `${module}: a module-level css call is not assigned to a name (const, property or array element), so it has no stable key`,
      );
    if (seen.has(site.key))
      throw new Error(
        `${module}: two module-level css calls share the key ${site.key}; give each its own name`,
      );
    seen.add(site.key);
  }
  return sites;
}

/** `code` with each module-level `css` call wrapped by `wrap(key, callText)`. */
export function rewriteModuleLevelCss(code, wrap, module = 'module') {
  const sites = keyedModuleLevelCss(code, module);
  let out = '';
  let at = 0;
  for (const { start, end, key } of sites) {
    out += code.slice(at, start) + wrap(key, code.slice(start, end));
    at = end;
  }
  return { code: out + code.slice(at), count: sites.length };
}

/**
 * Replaces each module-level `css` call of a module by its serialized name (`names`, recorded by key).
 * Throws when a call's key is not in the record or the record holds a key the module no longer has:
 * the static sheet is not current (`npm run styles`).
 */
export function replaceModuleLevelCss(code, names, module = 'module') {
  const sites = keyedModuleLevelCss(code, module);
  const recorded = names ?? {};
  const unknown = sites.filter(({ key }) => !Object.hasOwn(recorded, key)).map(({ key }) => key);
  const gone = Object.keys(recorded).filter((key) => !sites.some((site) => site.key === key));
  if (unknown.length > 0 || gone.length > 0)
    throw new Error(
      `${module}: its styles are not in the static sheet (${[
        ...unknown.map((key) => `unknown key ${key}`),
        ...gone.map((key) => `recorded key ${key} gone`),
      ].join(', ')}): run npm run styles`,
    );
  return rewriteModuleLevelCss(code, (key) => `{name:${JSON.stringify(recorded[key])},styles:""}`, module)
    .code;
}
