import type { AppLoadContext } from 'react-router';
import type { CourseSystemDto } from '../../../../shared/api/public-content.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

export const loadCourseSystems = (context: AppLoadContext, request: Request) =>
  loadFromApi<CourseSystemDto[]>(context, request, 'ddcProduct/courseSystemAll', { method: 'POST' });
