/** The architecture of DESIGN §3, checked on every test run. */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^src/shared' },
      to: { path: '^src/(server|web)' },
    },
    {
      name: 'web-and-server-stay-apart',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/server' },
    },
    {
      name: 'server-and-web-stay-apart',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/web' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'Routes and app/ put features together; a feature stands alone.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'only-db-knows-drizzle',
      comment: 'Repositories are the only code that knows about the ORM.',
      severity: 'error',
      from: { path: '^src/server', pathNot: '^src/server/db/|\\.test\\.ts$' },
      to: { path: 'node_modules/drizzle-orm' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.react-router/' },
  },
};
