import type { Route } from './+types/user-feedback-result';
import { FeedbackResultsPage } from '../features/feedback/components/feedback-results-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'feedbackResult');

export default function FeedbackResultsPageRoute() {
  return <FeedbackResultsPage />;
}
