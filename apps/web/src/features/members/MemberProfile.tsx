import { Alert, Button, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BeneficiaryView, MemberDetail } from '@portal/domain';
import { IconEdit, IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { useToday } from '../../lib/hooks/use-today.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { useMember } from './api/get-member.ts';
import { BeneficiariesSection } from './profile/BeneficiariesSection.tsx';
import { MemberDetails } from './profile/MemberDetails.tsx';
import { MemberImages } from './profile/MemberImages.tsx';
import { UpdateMemberModal } from './profile/UpdateMemberModal.tsx';
import { useRetentionMessages } from './texts.ts';

interface MemberProfileProps {
  /** The sections other features add below the beneficiaries (the services), given the loaded member. */
  sections?: (member: MemberDetail, beneficiaries: BeneficiaryView[]) => ReactNode;
  /** The first action of the header (Claim Service: the counter's work, above the fold). */
  primaryAction?: (member: MemberDetail) => ReactNode;
  /** Sections right below the member's details, before the beneficiaries (what remains per service). */
  leadSections?: (member: MemberDetail) => ReactNode;
}

/**
 * The admin member profile of the member in the route's `id` (spec 2): header, images, details,
 * beneficiaries, Update Profile, then the sections the app composes in. A 401 on loading
 * re-checks the session, and the admin guard then sends the visitor to /login.
 */
export function MemberProfile({ sections, primaryAction, leadSections }: MemberProfileProps) {
  const { t, m, locale } = useMemberTexts();
  const retention = useRetentionMessages();
  const TITLE = t('profile.title');
  const { id = '' } = useParams();
  const member = useMember(id);
  const [today] = useToday();
  // ?update opens Update Profile at once (the ID card's missing-documents warning links here).
  const [searchParams, setSearchParams] = useSearchParams();
  const [updating, update] = useDisclosure(searchParams.has('update'));
  const closeUpdate = () => {
    update.close();
    if (searchParams.has('update')) setSearchParams({}, { replace: true });
  };

  const back = <BackButton to="/admin/members">{t('common.registeredMembers')}</BackButton>;

  if (member.isPending) {
    return (
      <>
        <PageHeader title={TITLE} actions={back} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton h={300} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <Skeleton h={28} w="60%" />
              <Skeleton h={180} />
            </Stack>
          </Grid.Col>
        </Grid>
      </>
    );
  }

  if (member.isError) {
    const notFound = isApiError(member.error) && member.error.status === 404;
    return (
      <>
        <PageHeader title={TITLE} actions={back} />
        <Alert color={notFound ? 'yellow' : 'red'} role="alert" maw={560}>
          {notFound ? m('memberNotFound') : errorMessage(member.error)}
        </Alert>
      </>
    );
  }

  const { member: detail, beneficiaries } = member.data;

  // Issue 27 item 5 (DECISIONS 48): the personal data was removed under the retention rule.
  if (detail.anonymizedAt) {
    return (
      <>
        <PageHeader title={TITLE} actions={back} />
        <Alert color="gray" role="status" title={retention.removedProfileTitle} maw={640}>
          <Stack gap={4}>
            <Text size="sm" ff="monospace">
              {detail.referenceNumber}
            </Text>
            <Text size="sm">
              {retention.removedProfileBody(formatInstantDate(detail.anonymizedAt, locale))}
            </Text>
          </Stack>
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <>
            {back}
            {primaryAction?.(detail)}
            <Button
              variant="default"
              leftSection={<IconId size={16} aria-hidden />}
              component={Link}
              to={`/admin/member/${detail.id}/card`}
            >
              {t('profile.printIdCard')}
            </Button>
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={update.open}>
              {t('profile.update')}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {detail.archivedAt ? (
          <Alert color="yellow" role="status">
            {m('memberAlreadyArchived')}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <MemberImages member={detail} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <MemberDetails member={detail} today={today} />
            </Grid.Col>
          </Grid>
        </Paper>
        {leadSections?.(detail)}
        <BeneficiariesSection member={detail} beneficiaries={beneficiaries} today={today} />
        {sections?.(detail, beneficiaries)}
      </Stack>
      <UpdateMemberModal opened={updating} onClose={closeUpdate} member={detail} today={today} />
    </>
  );
}
