import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const HEAD_END = Buffer.from('</head>');

/**
 * Marks the hydration scripts' preloads `fetchpriority="low"`, in the head of a streamed page.
 *
 * React Router preloads every script a page hydrates with, and the browser fetches those at high
 * priority, ahead of the stylesheets, the heading font and the hero picture that the first paint
 * waits for. On a phone's connection that puts some 170 KB of script in front of the first paint
 * of a page that is already whole in its HTML. At low priority the scripts still start at once,
 * but they take what bandwidth the paint leaves; hydration follows the paint instead of delaying
 * it. React Router offers no option for its preload links, so the head is rewritten here: it is
 * held until `</head>` (a few KB, all in the shell React sends first), and the rest of the page
 * streams through untouched.
 */
export function lowPriorityScriptPreloads(): Transform {
  let held: Buffer | undefined = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (held === undefined) return done(null, chunk);
      held = Buffer.concat([held, chunk]);
      // Searched as bytes, so that a chunk ending inside a character of a Chinese title is no harm.
      const end = held.indexOf(HEAD_END);
      if (end === -1) return done();
      const head = held.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchPriority="low"');
      const rest = held.subarray(end);
      held = undefined;
      done(null, Buffer.concat([Buffer.from(head, 'utf8'), rest]));
    },
    flush(done) {
      done(null, held?.length ? held : undefined);
    },
  });
}
