import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function ReportsPage() {
  return <ComingSoon title="Reports" />;
}
