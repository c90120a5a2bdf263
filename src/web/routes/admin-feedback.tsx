import { FeedbackList } from '../features/admin-feedback/components/feedback-list.tsx';

export default function AdminFeedbackPage() {
  return <FeedbackList />;
}
