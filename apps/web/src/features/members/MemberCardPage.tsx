import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { missingCardDocuments } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { useMember } from './api/get-member.ts';
import { idCardClasses, MemberIdCard } from './card/MemberIdCard.tsx';
import { PrintCardsButton } from './card/PrintCardsButton.tsx';
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
  const missing = member.data ? missingCardDocuments(member.data.member.images) : [];
  const missingList = documentList(texts, missing);

  return (
    <>
      <PageHeader
        title={t('idCard.title')}
        description={t('idCard.description')}
        actions={
          <>
            <BackButton to={`/admin/member/${id}`}>{t('idCard.back')}</BackButton>
            <PrintCardsButton
              disabled={!member.data}
              missing={missing.length > 0}
              question={idCardMessages.printWithout(missingList)}
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
    </>
  );
}
