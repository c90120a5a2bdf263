import { SavedReplies } from '../features/admin-feedback/components/saved-replies.tsx';

export default function AdminSavedRepliesPage() {
  return <SavedReplies />;
}
