import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // One file for the framework every page needs: fewer requests on a phone, and it
        // compresses better than the dozen pieces the default splitting makes of it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Mantine ships CSS side effects and ESM; bundling it keeps the server build self-contained.
    noExternal: [/^@mantine\//],
  },
});
