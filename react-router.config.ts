import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // build/portal beside it holds the compiled server, which React Router's clean-up must not touch.
  buildDirectory: 'build/web',
  ssr: true,
  // Version 8 needs Node 22 (DESIGN §3): until we move, its new behaviour stays off, said once here.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
