import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PrintButton } from '../../components/PrintButton.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useMember } from './api/get-member.ts';
import { idCardClasses, MemberIdCard } from './card/MemberIdCard.tsx';

/** The printable member ID card (/admin/member/:id/card): front and back, and Print. */
export default function MemberCardPage() {
  const { id = '' } = useParams();
  const member = useMember(id);

  const back = (
    <Button
      component={Link}
      to={`/admin/member/${id}`}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to profile
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Member ID Card"
        description="Print on card stock or A4 and cut along the edges; the card prints at its true size (85.60 × 53.98 mm)."
        actions={
          <>
            {back}
            {/* DECISIONS 54: asks first while QR codes would lead to localhost. */}
            <PrintButton onPrint={() => window.print()} disabled={!member.data} />
          </>
        }
      />
      {member.isPending ? (
        <Center h={240}>
          <Loader aria-label="Loading the member" />
        </Center>
      ) : member.isError ? (
        <Alert color="red" role="alert" maw={560}>
          {isApiError(member.error) && member.error.status === 404
            ? messages.memberNotFound
            : errorMessage(member.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <div className={idCardClasses.printArea}>
            <MemberIdCard member={member.data.member} />
          </div>
          <Text size="sm" c="dimmed" ta="center">
            In the print dialog, set the scale to 100% (“Actual size”) so the card keeps its size.
          </Text>
        </Stack>
      )}
    </>
  );
}
