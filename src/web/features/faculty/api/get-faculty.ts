import type { AppLoadContext } from 'react-router';
import type { FacultyDto } from '../../../../shared/api/public-content.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

/** GET home/faculty: the introductory sentence and the 42 teachers (D18). */
export function getFaculty(context: AppLoadContext, request: Request) {
  return loadFromApi<FacultyDto>(context, request, 'home/faculty');
}
