import { AssessmentsList } from '../features/admin-assessments/components/assessments-list.tsx';

export default function AdminAssessmentsPage() {
  return <AssessmentsList />;
}
