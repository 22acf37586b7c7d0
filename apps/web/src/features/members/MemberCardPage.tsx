import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { cardDocumentList, idCardMessages, messages, missingCardDocuments } from '@portal/domain';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PrintButton } from '../../components/PrintButton.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useMember } from './api/get-member.ts';
import { idCardClasses, MemberIdCard } from './card/MemberIdCard.tsx';
import { ConfirmModal } from './components/ConfirmModal.tsx';

/**
 * The printable member ID card (/admin/member/:id/card): front and back, and Print. A card missing
 * its photo, signature or QR code says so above the card (not printed) and Print asks first.
 */
export default function MemberCardPage() {
  const { id = '' } = useParams();
  const member = useMember(id, { view: 'card' });
  const [asking, setAsking] = useState(false);
  const missing = member.data ? missingCardDocuments(member.data.member.images) : [];
  const missingList = cardDocumentList(missing);

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
            <PrintButton
              onPrint={() => (missing.length > 0 ? setAsking(true) : window.print())}
              disabled={!member.data}
            />
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
          {missing.length > 0 ? (
            <Alert
              color="yellow"
              variant="light"
              title={messages.documentsMissing}
              icon={<IconAlertTriangle size={20} aria-hidden />}
              maw={720}
              mx="auto"
              w="100%"
            >
              <Text size="sm">{idCardMessages.missingDocuments(missingList, missing.length)}</Text>
              <Anchor
                component={Link}
                to={`/admin/member/${id}?update`}
                size="sm"
                fw={600}
                c="dark.8"
                underline="always"
              >
                Update Member
              </Anchor>
            </Alert>
          ) : null}
          <div className={idCardClasses.printArea}>
            <MemberIdCard member={member.data.member} />
          </div>
          <Text size="sm" c="dimmed" ta="center">
            In the print dialog, set the scale to 100% (“Actual size”) so the card keeps its size.
          </Text>
        </Stack>
      )}
      <ConfirmModal
        opened={asking}
        title={idCardMessages.printWithoutTitle}
        confirmLabel="Print anyway"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          window.print();
        }}
      >
        {idCardMessages.printWithout(missingList)}
      </ConfirmModal>
    </>
  );
}
