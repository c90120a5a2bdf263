import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: {
      // The build's own timings say nothing about the app; a newcomer should not wonder about them.
      checks: { pluginTimings: false },
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
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // The server renders every language and both catalogue parts, so it imports them all
          // statically; the browser's lazy imports of them (ADR 003) are meant for the client build.
          checks: { pluginTimings: false, ineffectiveDynamicImport: false },
        },
      },
    },
  },
});
