import { useSearchParams } from 'react-router';
import { MemberCardView } from './components/MemberCardView.tsx';
import { PublicScanner } from './components/PublicScanner.tsx';

/** Public /scan (DECISIONS 22): a camera scanner without `ref`, the member card with it. */
export default function ScanPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  return ref?.trim() ? <MemberCardView key={ref} reference={ref} /> : <PublicScanner />;
}
