import { reactRouter } from '@react-router/dev/vite';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressClientFiles } from './scripts/precompress.ts';
import { rootStylesheetFoundByPreloads } from './scripts/root-stylesheet-preloads.ts';
import { reachableModules, type ModuleGraph } from './scripts/shell-modules.ts';
import { themeVariables } from './scripts/theme-variables.ts';

const SHELL_ENTRIES = ['src/web/entry.client.tsx', 'src/web/root.tsx', 'src/web/app/layout/site-layout.tsx'];
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const HOME_PAGE = 'src/web/routes/home.tsx';
const routeFiles = (names: string[]) => names.map((name) => `src/web/routes/${name}.tsx`);
/** The catalogue, the courses and the content pages, drawn without Mantine's provider (ADR 020). */
const LANDING_PAGES = routeFiles(['commodity', 'course-detail', 'content-page']);
const OTHER_PUBLIC_PAGES = [...LANDING_PAGES, ...routeFiles(['faculty', 'news', 'article'])];
/**
 * A family's own pages (the user area, the application and purchase pages) and the sign-in pages
 * that lead there, which share their session and form code (issue 32, ADR 028).
 */
const MEMBER_PAGES = routeFiles(
  readdirSync('src/web/routes')
    .filter((file) => /^(user|apply)[-.]/.test(file))
    .map((file) => file.replace(/\.tsx$/, ''))
    .concat(['order-detail', 'requirement-detail', 'sandbox-checkout', 'stripe-callback', 'login', 'register', 'register-foreign', 'getpass']),
);
/** The pages of a family that are not the area's daily ones: signing in, registering, applying to teach. */
const SIGN_IN_PAGES = routeFiles(['login', 'register', 'register-foreign', 'getpass']);
const SIGN_IN_AND_TEACHER_PAGES = [...SIGN_IN_PAGES, ...routeFiles(['user-teacher', 'apply-inspire'])];
/** The layouts only the family's pages sit in: the user area's frame, and the sign-in pages' one. */
const USER_LAYOUT = 'src/web/routes/user-layout.tsx';
const SIGN_IN_LAYOUT = 'src/web/routes/standalone-layout.tsx';
const FAMILY_LAYOUTS = [USER_LAYOUT, SIGN_IN_LAYOUT];
const layoutsOf = (file: string) =>
  file.startsWith('src/web/routes/user-') && file !== USER_LAYOUT ? [USER_LAYOUT] : SIGN_IN_PAGES.includes(file) ? [SIGN_IN_LAYOUT] : [];
/** What the site's header draws for a member, imported lazily by the shell. */
const MEMBER_HEADER_PARTS = ['src/web/features/auth/components/header-account.tsx', 'src/web/app/layout/member-notification-bell.tsx'];
/** The pages that read the API from the browser sit in this layout. */
const QUERY_LAYOUT = 'src/web/routes/query-scope-layout.tsx';
/** Every page drawn with Mantine sits in this layout (public, family and back office alike). */
const MANTINE_LAYOUT = 'src/web/routes/mantine-scope-layout.tsx';
const MANTINE_PUBLIC_PAGES = routeFiles(['faculty', 'news', 'article', 'not-found']);
const chunksOfBuild = new WeakMap<ModuleGraph, Map<string, string>>();

/**
 * Four chunks for the public site, so that a phone fetches a handful of scripts before a page's
 * own: the shell (entry, root and the site's frame); what the home page, the one most visitors
 * open first, shares with the other routes (it loads nothing it does not use); what the catalogue,
 * a course and the content pages share with another public page (they load no Mantine); and what two or
 * more of the other public pages share. Then, for the pages drawn with Mantine: Mantine's base
 * (`mantine`), the schemas a content page shares with a family's pages (`schemas`), what a
 * family's pages share with each other (`member`), and what only the sign-in and teacher pages
 * share (`enrolment`), so that a member's page needs its own chunk, the shell's and these, not one
 * file per component (ADR 028, ADR 030). The server's build (no browser entry) keeps its own.
 */
function publicChunks(graph: ModuleGraph): Map<string, string> {
  let chunks = chunksOfBuild.get(graph);
  if (!chunks) chunksOfBuild.set(graph, (chunks = graph.getModuleInfo(path.resolve(SHELL_ENTRIES[0])) ? browserChunks(graph) : new Map()));
  return chunks;
}

function browserChunks(graph: ModuleGraph) {
  const reach = (files: string[]) => new Set([...reachableModules(files.map((file) => path.resolve(file)), graph, process.cwd())].filter((id) => !FRAMEWORK.test(id)));
  const chunks = new Map([...reach(SHELL_ENTRIES)].map((id) => [id, 'shell']));
  const pages = OTHER_PUBLIC_PAGES.map((page) => reach([page]));
  const sharedBy = (id: string) => pages.filter((page) => page.has(id)).length;
  const home = reach([HOME_PAGE]);
  // A module of the home page that another route imports as well (the back office's preview of it)
  // would otherwise be split into a file of its own: two more requests before the first paint.
  const importedElsewhere = (id: string) =>
    id !== path.resolve(HOME_PAGE) && (graph.getModuleInfo(id)?.importers ?? []).some((importer) => !home.has(importer));
  for (const id of home) if (!chunks.has(id) && (sharedBy(id) > 0 || importedElsewhere(id))) chunks.set(id, 'public');
  for (const id of reach(LANDING_PAGES)) if (!chunks.has(id) && sharedBy(id) > 1) chunks.set(id, 'landing');
  // The query layout's own module (the browser's query client) goes with them: every page under
  // that layout, the catalogue's, a family's or the back office's, loads the landing chunk anyway.
  for (const id of reach([QUERY_LAYOUT])) if (!chunks.has(id)) chunks.set(id, 'landing');
  for (const page of pages) for (const id of page) if (!chunks.has(id) && sharedBy(id) > 1) chunks.set(id, 'pages');
  // Mantine's base, which every page drawn with it loads through their layout, and what a public
  // page drawn with Mantine shares with a family's page (a button, a title): otherwise each of
  // these is a file of its own, a dozen requests for a page (ADR 030).
  const familyPages = MEMBER_PAGES.map((file) => reach([file, ...layoutsOf(file)]));
  const family = new Set(familyPages.flatMap((page) => [...page]));
  for (const id of reach([MANTINE_LAYOUT])) if (!chunks.has(id)) chunks.set(id, 'mantine');
  for (const page of MANTINE_PUBLIC_PAGES.map((file) => reach([file]))) for (const id of page) if (!chunks.has(id) && family.has(id)) chunks.set(id, 'mantine');
  // The API's shared schemas, which a content page and the family's pages both read, in one file.
  for (const id of reach(LANDING_PAGES)) if (!chunks.has(id) && family.has(id)) chunks.set(id, 'schemas');
  // What any other public page reaches stays out of the members' chunks: a visitor's page must
  // not download a chunk of the user area for one component. The back office keeps Rolldown's own
  // splitting: a chunk of what two of its pages share held the editor and the charts, which most
  // of them never show (ADR 028).
  const routes = readdirSync('src/web/routes').filter((file) => file.endsWith('.tsx')).map((file) => `src/web/routes/${file}`);
  const publicReach = reach(routes.filter((route) => !MEMBER_PAGES.includes(route) && !FAMILY_LAYOUTS.includes(route) && !path.basename(route).startsWith('admin-')));
  const entries = new Set([...MEMBER_PAGES, ...FAMILY_LAYOUTS].map((file) => path.resolve(file)));
  const memberModule = (id: string) => !chunks.has(id) && !publicReach.has(id) && !entries.has(id);
  // A page of the family's area counts its layout's modules as its own: the frame is what they
  // all share. What one of them shares with another family page is the `member` chunk; what only
  // the sign-in, registration and teacher-application pages share (their forms, the teacher's
  // steps) is `enrolment`, which a parent's page does not download.
  const areaPages = familyPages.filter((_, index) => !SIGN_IN_AND_TEACHER_PAGES.includes(MEMBER_PAGES[index]));
  const sharedByFamily = (id: string) => familyPages.filter((page) => page.has(id)).length > 1;
  // The back office loads the member chunk already, but not the enrolment one: what it shares with
  // the sign-in pages alone (a password field, a number input) keeps Rolldown's own splitting.
  const backOffice = reach(routes.filter((route) => path.basename(route).startsWith('admin-')));
  for (const page of familyPages)
    for (const id of page)
      if (memberModule(id) && sharedByFamily(id)) {
        if (areaPages.some((area) => area.has(id))) chunks.set(id, 'member');
        else if (!backOffice.has(id)) chunks.set(id, 'enrolment');
      }
  // The header's parts for a member, which the shell imports when a member is signed in: on a
  // family's page they then come with the chunk it has already, rather than as four more files
  // after it has hydrated. A visitor never loads them; a member on a public page loads the chunk
  // the area will need next.
  for (const id of reach(MEMBER_HEADER_PARTS)) if (memberModule(id)) chunks.set(id, 'member');
  return chunks;
}

/**
 * The members' chunk takes no dependencies it was not given (below), which
 * Rolldown allows only when an entry may export more than its own names. React Router asks for
 * exactly its names; a route module's exports are what it reads, and extra ones harm nothing. The
 * server's build shares the option, though its chunks are its own.
 */
const entriesMayExportMore: Plugin = {
  name: 'entries-may-export-more',
  enforce: 'post',
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
};

export default defineConfig({
  plugins: [reactRouter(), themeVariables(), rootStylesheetFoundByPreloads('shell'), precompressClientFiles(), entriesMayExportMore],
  build: {
    target: 'es2022',
    rollupOptions: {
      // The build's own timings say nothing about the app; a newcomer should not wonder about them.
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // One file for the framework every page needs: fewer requests on a phone, and it
            // compresses better than the dozen pieces the default splitting makes of it.
            {
              name: 'framework',
              test: FRAMEWORK,
              priority: 7,
            },
            ...(['shell', 'public', 'landing', 'pages'] as const).map((chunk, index) => ({
              name: (id: string, graph: ModuleGraph) => (publicChunks(graph).get(id) === chunk ? chunk : null),
              priority: 6 - index,
            })),
            // The chunks below hold only what they were given: a module one imports that another
            // page also needs stays where it was, rather than being drawn in and drawing that page
            // to the chunk.
            ...(['mantine', 'schemas', 'member', 'enrolment'] as const).map((chunk) => ({
              name: (id: string, graph: ModuleGraph) => (publicChunks(graph).get(id) === chunk ? chunk : null),
              priority: 2,
              includeDependenciesRecursively: false,
            })),
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
