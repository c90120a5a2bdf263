import type { AppLoadContext } from 'react-router';
import type { DictEntryDto } from '../../../../shared/api/public-content.ts';
import { GRADE_DICTIONARY } from '../../../../shared/catalogue.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

/** The current-grade dictionary, in the page's language. */
export const loadGrades = (context: AppLoadContext, request: Request) =>
  loadFromApi<DictEntryDto[]>(context, request, `sys/dict/sublist?name=${encodeURIComponent(GRADE_DICTIONARY)}`);
