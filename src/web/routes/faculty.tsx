import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/faculty';
import type { FacultyDto } from '../../shared/api/public-content.ts';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { getFaculty } from '../features/faculty/api/get-faculty.ts';
import { FacultyDirectory } from '../features/faculty/components/faculty-directory.tsx';
import { FacultyUnavailable } from '../features/faculty/components/faculty-unavailable.tsx';
import { chosenSubject } from '../features/faculty/subject-filter.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).faculty;
  let faculty: FacultyDto | null = null;
  try {
    faculty = await getFaculty(context, request);
  } catch {
    // Failed content loads are swallowed (§8); the page says so instead of breaking.
  }
  return { faculty, meta: { title: texts.metaTitle, description: texts.metaDescription } };
}

/** The whole faculty is loaded once; a subject chosen in the address only filters it. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function FacultyPage({ loaderData: { faculty } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  if (!faculty) return <FacultyUnavailable />;
  return <FacultyDirectory faculty={faculty} subject={chosenSubject(faculty, params)} />;
}
