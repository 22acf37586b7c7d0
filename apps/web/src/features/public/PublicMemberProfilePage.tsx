import { Anchor, Center } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n/language.ts';
import { MemberCardView } from './components/MemberCardView.tsx';
import { PublicFrame } from './components/PublicFrame.tsx';
import { PublicPanel } from './components/PublicPanel.tsx';
import { ReferenceNumberForm } from './components/ReferenceNumberForm.tsx';

/**
 * Public /member-profile?ref= (DECISIONS 22): the same card as /scan?ref=. Without a reference
 * number it asks for one (no code was given, so nothing "does not match").
 */
export default function PublicMemberProfilePage() {
  const [params] = useSearchParams();
  const { t, m } = useTexts();
  const ref = params.get('ref')?.trim() ?? '';
  if (!ref) {
    return (
      <PublicFrame title={m('publicEnterReference')}>
        <PublicPanel title={m('publicEnterReference')} intro={m('publicEnterReferenceDetail')}>
          <ReferenceNumberForm autoFocus />
        </PublicPanel>
        <Center>
          <Anchor component={Link} to="/scan">
            {t('scan.scanInstead')}
          </Anchor>
        </Center>
      </PublicFrame>
    );
  }
  return <MemberCardView key={ref} reference={ref} />;
}
