// vue-tsc with `strictTemplates` (tsconfig.json) checks every attribute against Vue's HTMLAttributes, which
// list neither `data-*` attributes nor `slot` (the standard attribute that puts a child into a custom
// element's named slot, here `<shop-cart>`'s `empty` and `summary-end`). They are declared here.
export {};

declare module 'vue' {
  interface HTMLAttributes {
    [name: `data-${string}`]: string | number | boolean | undefined;
    slot?: string;
  }
}
