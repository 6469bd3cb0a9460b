import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

// base './': the built page works from any folder (the tests serve it at /hosts/svelte/dist/).
export default defineConfig({ base: './', plugins: [svelte()] });
