// The production builds replace each module-level `css` by the name recorded for it in
// scripts/static-css-sites.generated.json. The record goes by each call's stable key (the name the call is
// assigned to), not by its place in the module: a reordered module keeps its rules, and a key the record
// does not know, or that two calls share, fails the build instead of giving a style another's rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { transform } from 'esbuild';
import { keyedModuleLevelCss, replaceModuleLevelCss } from '../../scripts/static-css-sites.mjs';

const sites = JSON.parse(readFileSync('scripts/static-css-sites.generated.json', 'utf8')) as Record<
  string,
  Record<string, string>
>;

const IMPORT = "import { css } from '@emotion/react';";

/** The name each binding of the replaced code is given, as `{ binding: name }`. */
const namesIn = (code: string): Record<string, string> =>
  Object.fromEntries(
    [...code.matchAll(/const (\w+) = \{name:"(\w+)",styles:""\}/g)].map(([, binding, name]) => [
      binding as string,
      name as string,
    ]),
  );

describe('the keys of module-level styles', () => {
  it('are the names the calls are assigned to', () => {
    const code = [
      IMPORT,
      'const a = css`color: red;`;',
      'export const b = { big: css`font-size: 2rem;`, "small one": css({ fontSize: 1 }) };',
      'const c = [css`color: blue;`, css`color: green;`];',
      'export default css`margin: 0;`;',
      'const d = (colour) => css`color: ${colour};`;',
    ].join('\n');
    assert.deepEqual(
      keyedModuleLevelCss(code, 'm.ts').map(({ key }) => key),
      ['a', 'b.big', 'b.small one', 'c[0]', 'c[1]', 'default'],
    );
  });

  it('give a reordered module each style its own rules', () => {
    const record = { layout: 'layoutname', heading: 'headingname' };
    const first = [IMPORT, 'const layout = css`display: grid;`;', 'const heading = css`margin: 0;`;'];
    const reordered = [IMPORT, 'const heading = css`margin: 0;`;', 'const layout = css`display: grid;`;'];
    for (const lines of [first, reordered])
      assert.deepEqual(namesIn(replaceModuleLevelCss(lines.join('\n'), record, 'm.ts')), record);
  });

  it('give a reordered module of src/ the names recorded for it', async () => {
    const module = 'src/cart/page/CartPage.tsx';
    const { code } = await transform(readFileSync(module, 'utf8'), {
      loader: 'tsx',
      format: 'esm',
      jsx: 'automatic',
      jsxImportSource: '#css-prop',
    });
    const layout = /const layout = css`[^`]*`;\n/.exec(code)?.[0];
    const heading = /const heading = css`[^`]*`;\n/.exec(code)?.[0];
    assert.ok(layout && heading, 'CartPage.tsx has its layout and heading styles');
    const reordered = code.replace(layout, '').replace(heading, heading + layout);
    assert.ok(reordered.indexOf('const heading') < reordered.indexOf('const layout'));
    const recorded = sites[module];
    assert.ok(recorded?.layout && recorded.heading);
    const names = namesIn(replaceModuleLevelCss(reordered, recorded, module));
    assert.equal(names.layout, recorded.layout);
    assert.equal(names.heading, recorded.heading);
  });

  it('fail loudly on a key the record does not know, or one it holds that is gone', () => {
    const code = [IMPORT, 'const layout = css`display: grid;`;', 'const title = css`margin: 0;`;'].join('\n');
    assert.throws(
      () => replaceModuleLevelCss(code, { layout: 'l', heading: 'h' }, 'm.ts'),
      /m\.ts: .*unknown key title.*recorded key heading gone.*npm run styles/,
    );
    assert.throws(() => replaceModuleLevelCss(code, undefined, 'm.ts'), /unknown key layout/);
  });

  it('fail loudly on a key two calls share, or a call with no name', () => {
    const shared = [IMPORT, 'const tone = wide ? css`color: red;` : css`color: blue;`;'].join('\n');
    assert.throws(
      () => replaceModuleLevelCss(shared, { tone: 't' }, 'm.ts'),
      /m\.ts: two module-level css calls share the key tone/,
    );
    const unnamed = [IMPORT, 'register(css`color: red;`);'].join('\n');
    assert.throws(() => keyedModuleLevelCss(unnamed, 'm.ts'), /m\.ts: .* has no stable key/);
  });

  it('name every style of src/ once per module', () => {
    assert.ok(Object.keys(sites).length > 20);
    for (const [module, names] of Object.entries(sites)) {
      assert.equal(typeof names, 'object', module);
      assert.ok(!Array.isArray(names), `${module} is recorded by key`);
    }
  });
});
