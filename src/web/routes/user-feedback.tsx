import type { Route } from './+types/user-feedback';
import { FeedbackForm } from '../features/feedback/components/feedback-form.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'feedback');

export default function FeedbackFormRoute() {
  return <FeedbackForm />;
}
