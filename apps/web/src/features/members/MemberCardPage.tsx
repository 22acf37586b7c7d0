import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { missingCardDocuments } from '@portal/domain';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PrintButton } from '../../components/PrintButton.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { useMember } from './api/get-member.ts';
import { idCardClasses, MemberIdCard } from './card/MemberIdCard.tsx';
import { ConfirmModal } from './components/ConfirmModal.tsx';
import { documentList, useIdCardMessages } from './texts.ts';

/**
 * The printable member ID card (/admin/member/:id/card): front and back, and Print. A card missing
 * its photo, signature or QR code says so above the card (not printed) and Print asks first.
 */
export default function MemberCardPage() {
  const texts = useMemberTexts();
  const { t, m } = texts;
  const idCardMessages = useIdCardMessages();
  const { id = '' } = useParams();
  const member = useMember(id, { view: 'card' });
  const [asking, setAsking] = useState(false);
  const missing = member.data ? missingCardDocuments(member.data.member.images) : [];
  const missingList = documentList(texts, missing);

  const back = (
    <Button
      component={Link}
      to={`/admin/member/${id}`}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('idCard.back')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('idCard.title')}
        description={t('idCard.description')}
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
          <Loader aria-label={t('idCard.loading')} />
        </Center>
      ) : member.isError ? (
        <Alert color="red" role="alert" maw={560}>
          {isApiError(member.error) && member.error.status === 404
            ? m('memberNotFound')
            : errorMessage(member.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          {missing.length > 0 ? (
            <Alert
              color="yellow"
              variant="light"
              title={m('documentsMissing')}
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
                {t('idCard.updateMember')}
              </Anchor>
            </Alert>
          ) : null}
          <div className={idCardClasses.printArea}>
            <MemberIdCard member={member.data.member} />
          </div>
          <Text size="sm" c="dimmed" ta="center">
            {t('idCard.scaleHint')}
          </Text>
        </Stack>
      )}
      <ConfirmModal
        opened={asking}
        title={idCardMessages.printWithoutTitle}
        confirmLabel={t('common.printAnyway')}
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
