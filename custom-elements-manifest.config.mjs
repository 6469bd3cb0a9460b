// `npm run analyze` regenerates custom-elements.json from the JSDoc on the element classes in elements/.
export default {
  globs: ['elements/*.ts'],
  exclude: ['**/*.test.ts', 'elements/types.ts', 'elements/intl-warm-up.ts'],
  outdir: '.',
  dependencies: false,
  packagejson: true,
};
