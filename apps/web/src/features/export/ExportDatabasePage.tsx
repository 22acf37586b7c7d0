import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function ExportDatabasePage() {
  return <ComingSoon title="Export Database" />;
}
