import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The shop-* tags are custom elements, not Vue components; base './' lets the page work from any folder.
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('shop-') } } })],
});
