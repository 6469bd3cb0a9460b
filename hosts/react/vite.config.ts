import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// base './': the built page works from any folder (the tests serve it at /hosts/react/dist/).
export default defineConfig({ base: './', plugins: [react()], build: { outDir: 'dist' } });
