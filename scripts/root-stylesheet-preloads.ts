import type { Plugin } from 'vite';

/**
 * The stylesheet of the chunk `chunkName` (the shell's) belongs to the root route, which every
 * page renders from its first paint and never unmounts. React Router writes its link as
 * `/assets/shell-….css#`: it marks so every stylesheet that a lazy import shares, so that Vite's
 * preloader adds a copy of its own rather than rely on a route's link that a navigation may
 * remove. The root's link stays, so that copy is never needed, and adding it makes the browser
 * restyle the whole page: some 30 ms on a phone when the catalogue's filter or the first part
 * drawn with Mantine loads. So the lazy imports ask for it by the very address of the root's
 * link, and the preloader finds it there. Should either mark change, the preloader adds its copy
 * again, as before.
 */
export function rootStylesheetFoundByPreloads(chunkName: string): Plugin {
  const rootStylesheet = new RegExp(`^assets/${chunkName}-[\\w-]+\\.css$`);
  return {
    name: 'root-stylesheet-found-by-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite's own step has written each lazy import's list of files to preload.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const stylesheets = Object.keys(bundle).filter((file) => rootStylesheet.test(file));
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const file of stylesheets) output.code = output.code.replaceAll(`"${file}"`, `"${file}#"`);
        }
      },
    },
  };
}
