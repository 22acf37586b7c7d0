import { Button, Center, Loader } from '@mantine/core';
import { isReferenceNumber } from '@portal/domain';
import { IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { usePublicMember } from '../api/get-public-member.ts';
import { PublicFrame } from './PublicFrame.tsx';
import { PublicMemberCard } from './PublicMemberCard.tsx';
import { PublicNotice } from './PublicNotice.tsx';

/** /scan?ref= and /member-profile?ref=: the public card, or a neutral 'No member found'. */
export function MemberCardView({ reference }: { reference: string }) {
  const { t, m, tr } = useTexts();
  const ref = reference.trim();
  const wellFormed = isReferenceNumber(ref);
  const member = usePublicMember(ref, wellFormed);
  const scanAgain = (
    <Button component={Link} to="/scan" variant="light" leftSection={<IconQrcode size={18} aria-hidden />}>
      {t('scan.scanAnother')}
    </Button>
  );

  if (wellFormed && member.isPending) {
    return (
      <PublicFrame title={t('card.title')}>
        <Center py="xl">
          <Loader aria-label={t('card.loading')} />
        </Center>
      </PublicFrame>
    );
  }
  if (wellFormed && member.data) {
    return (
      <PublicFrame title={t('card.title')}>
        <PublicMemberCard member={member.data} />
        <Center>{scanAgain}</Center>
      </PublicFrame>
    );
  }
  const error = member.error;
  if (isApiError(error) && error.status === 429) {
    return (
      <PublicFrame title={t('card.pleaseWait')}>
        <PublicNotice title={m('rateLimited')} />
      </PublicFrame>
    );
  }
  const notFound = !wellFormed || (isApiError(error) && error.status === 404);
  return (
    <PublicFrame title={m('publicNoMember')}>
      <PublicNotice title={notFound ? m('publicNoMember') : tr(errorMessage(error))}>
        {notFound ? m('publicNoMemberDetail') : null}
      </PublicNotice>
      <Center>{scanAgain}</Center>
    </PublicFrame>
  );
}
