import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Import the contract's TypeScript sources directly (see packages/contract/package.json).
  resolve: { conditions: ['source'] },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
