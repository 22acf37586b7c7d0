import { useSearchParams } from 'react-router';
import { MemberCardView } from './components/MemberCardView.tsx';

/** Public /member-profile?ref= (DECISIONS 22): the same card as /scan?ref=. */
export default function PublicMemberProfilePage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  return <MemberCardView key={ref} reference={ref} />;
}
