import { Button, Center, Loader } from '@mantine/core';
import { isReferenceNumber, messages } from '@portal/domain';
import { IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { usePublicMember } from '../api/get-public-member.ts';
import { PublicFrame } from './PublicFrame.tsx';
import { PublicMemberCard } from './PublicMemberCard.tsx';
import { PublicNotice } from './PublicNotice.tsx';

/** /scan?ref= and /member-profile?ref=: the public card, or a neutral 'No member found'. */
export function MemberCardView({ reference }: { reference: string }) {
  const ref = reference.trim();
  const wellFormed = isReferenceNumber(ref);
  const member = usePublicMember(ref, wellFormed);
  const scanAgain = (
    <Button component={Link} to="/scan" variant="light" leftSection={<IconQrcode size={18} aria-hidden />}>
      Scan another code
    </Button>
  );

  if (wellFormed && member.isPending) {
    return (
      <PublicFrame title="Member Card">
        <Center py="xl">
          <Loader aria-label="Loading the member card" />
        </Center>
      </PublicFrame>
    );
  }
  if (wellFormed && member.data) {
    return (
      <PublicFrame title="Member Card">
        <PublicMemberCard member={member.data} />
        <Center>{scanAgain}</Center>
      </PublicFrame>
    );
  }
  const error = member.error;
  if (isApiError(error) && error.status === 429) {
    return (
      <PublicFrame title="Please wait">
        <PublicNotice title={messages.rateLimited} />
      </PublicFrame>
    );
  }
  const notFound = !wellFormed || (isApiError(error) && error.status === 404);
  return (
    <PublicFrame title={messages.publicNoMember}>
      <PublicNotice title={notFound ? messages.publicNoMember : errorMessage(error)}>
        {notFound ? messages.publicNoMemberDetail : null}
      </PublicNotice>
      <Center>{scanAgain}</Center>
    </PublicFrame>
  );
}
