import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules every page of the site needs before it hydrates: what the browser entry, the root
 * and the site's frame import, followed through the graph. The build puts them in one chunk, so a
 * phone fetches a few scripts before the page's own instead of forty (issue 11's "≤ 15 requests
 * before first paint").
 *
 * Mantine is imported through its package index, which imports every component; following that
 * edge would put all of Mantine in the shell. So an import from a package index is followed only
 * to the files of the names actually imported.
 */
const PACKAGE_INDEXES: Record<string, string> = {
  '@mantine/core': 'node_modules/@mantine/core/esm/index.mjs',
  '@mantine/hooks': 'node_modules/@mantine/hooks/esm/index.mjs',
};
const NAMED_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers?: readonly string[] } | null;
}

function namedImports(file: string): { names: string[]; from: string }[] {
  let text: string;
  try {
    text = readFileSync(file.split('?')[0], 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(NAMED_IMPORT)]
    .filter((match) => !match[1])
    .map((match) => ({
      from: match[3],
      names: match[2]
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]),
    }));
}

const indexCache = new Map<string, Map<string, string>>();

/** Which file of a package each name its index re-exports comes from. */
function indexExports(indexFile: string): Map<string, string> {
  let exports = indexCache.get(indexFile);
  if (!exports) {
    exports = new Map();
    for (const { names, from } of namedImports(indexFile)) for (const name of names) exports.set(name, path.resolve(path.dirname(indexFile), from));
    indexCache.set(indexFile, exports);
  }
  return exports;
}

const realPath = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
};

/** The modules `entries` import, followed through the graph (and through package indexes by name). */
export function reachableModules(entries: string[], graph: ModuleGraph, root: string): Set<string> {
  // The bundler names a module by its real path: a node_modules that is a link (a second checkout
  // of the repository sharing the first one's) must not hide the indexes from this walk.
  const indexes = new Map(Object.entries(PACKAGE_INDEXES).map(([name, file]) => [name, realPath(path.resolve(root, file))]));
  const indexFiles = new Set(indexes.values());
  const shell = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (shell.has(id)) continue;
    shell.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []).filter((imported) => !indexFiles.has(imported)));
    for (const { names, from } of namedImports(id)) {
      const index = indexes.get(from);
      if (index) for (const name of names) pending.push(indexExports(index).get(name) ?? index);
    }
  }
  for (const index of indexFiles) shell.delete(index);
  return shell;
}
