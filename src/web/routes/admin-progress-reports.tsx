import { ProgressReportList } from '../features/admin-progress-reports/components/progress-report-list.tsx';

export default function AdminProgressReportsPage() {
  return <ProgressReportList />;
}
