// `npm start`: builds what is missing or stale, then runs the compiled server in this same
// process. A second Node for the server would cost every start another boot of the runtime and
// leave one more process beside it.
await import('./ensure-build.mjs');
await import('../build/portal/main.js');
