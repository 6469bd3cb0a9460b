// The `css` calls of a module that run as it loads: tagged templates and calls of @emotion/react's `css`
// outside any function, in source order. scripts/build-styles.mjs records what each one returns; the
// production builds (rollup, and esbuild's element bundles of the tests) replace each by its serialized
// name only, since the static sheet holds its rules: the CSS text is not in the JavaScript twice.
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

/** `[start, end]` of each `css` call of `code` (all, or only those outside functions), in source order. */
function cssCalls(code, moduleLevelOnly) {
  if (!code.includes('@emotion/react')) return [];
  const ast = parseAst(code);
  const local = cssBinding(ast);
  if (!local) return [];
  const sites = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (moduleLevelOnly && (FUNCTIONS.has(node.type) || node.type === 'ClassBody')) return;
    const tagged =
      node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === local;
    const called =
      node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === local;
    if (tagged || called) {
      sites.push([node.start, node.end]);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  for (const statement of ast.body) if (statement.type !== 'ImportDeclaration') visit(statement);
  return sites.sort((a, b) => a[0] - b[0]);
}

/** `[start, end]` of each module-level `css` call of `code`, in source order. */
export const moduleLevelCssCalls = (code) => cssCalls(code, true);

/**
 * How many `css` calls of `code` run inside a function: their rules would be known only while rendering,
 * which the element's JSX runtime (src/ui/css-prop/jsx-runtime.ts) does not insert.
 */
export const cssCallsInFunctions = (code) => cssCalls(code, false).length - cssCalls(code, true).length;

/** `code` with each module-level `css` call wrapped by `wrap(index, callText)`. */
export function rewriteModuleLevelCss(code, wrap) {
  const sites = moduleLevelCssCalls(code);
  let out = '';
  let at = 0;
  sites.forEach(([start, end], index) => {
    out += code.slice(at, start) + wrap(index, code.slice(start, end));
    at = end;
  });
  return { code: out + code.slice(at), count: sites.length };
}

/**
 * Replaces each module-level `css` call of a module by its serialized name (`names`, as recorded); a
 * module whose calls no longer match the record is left as it is (Emotion then inserts its rules at run
 * time, correct but slower, until `npm run styles` runs again).
 */
export function replaceModuleLevelCss(code, names) {
  if (!names) return undefined;
  const sites = moduleLevelCssCalls(code);
  if (sites.length !== names.length) return undefined;
  return rewriteModuleLevelCss(code, (index) => `{name:${JSON.stringify(names[index])},styles:""}`).code;
}
