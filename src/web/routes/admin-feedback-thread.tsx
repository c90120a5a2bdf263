import { useLocation } from 'react-router';
import type { Route } from './+types/admin-feedback-thread';
import { FeedbackThread } from '../features/admin-feedback/components/feedback-thread.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminFeedbackThreadPage({ params }: Route.ComponentProps) {
  return <FeedbackThread key={params.id} feedbackId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/feedback')} />;
}
