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
    // Bundled, the server build is one module graph of a few files: every start would otherwise
    // resolve, read and compile some 1,200 files of node_modules one by one (about two thirds of
    // its CPU), and a library such as mantine-datatable, left outside, would load its own second
    // copy of Mantine. React and React Router stay outside: the server's request handler and the
    // routes must share one React Router (its classes are compared with instanceof).
    noExternal: true,
    external: ['react', 'react-dom', 'react-router', 'isbot'],
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
