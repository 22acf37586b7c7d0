import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ageOn, displayPhoneNumber, isSeniorCitizen, type MemberDetail } from '@portal/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useMemberTexts, useReachLabels } from '../../../lib/i18n/member-texts.ts';
import { DocumentsMissingBadge } from '../components/DocumentsMissingBadge.tsx';
import { MemberReachDetails, NotAnSmsNumber } from './MemberReachDetails.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The member's facts (spec 2 'Admin member profile'); age and the Senior Citizen tag are computed for today. */
export function MemberDetails({ member, today }: { member: MemberDetail; today: string }) {
  const { t, locale } = useMemberTexts();
  const reachLabels = useReachLabels();
  const age = ageOn(member.dob, today);
  const senior = isSeniorCitizen(member.dob, today);
  return (
    <Stack gap="md">
      <Group gap="sm" align="center" wrap="wrap">
        {/* A long unbroken name wraps inside the heading instead of running past it. */}
        <Title order={2} fz={{ base: 22, sm: 26 }} miw={0} maw="100%" style={{ overflowWrap: 'anywhere' }}>
          {member.fullName}
        </Title>
        <StatusBadge
          status={member.status}
          size="lg"
          expiryDate={member.expiryDate}
          archived={member.archivedAt !== null}
          today={today}
        />
        {member.documentsMissing ? <DocumentsMissingBadge size="lg" /> : null}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Detail label={t('details.idNumber')}>{member.idNumber}</Detail>
        <Detail label={t('details.referenceNumber')}>
          <Text span ff="monospace" size="sm">
            {member.referenceNumber}
          </Text>
        </Detail>
        <Detail label={t('details.gender')}>
          {member.gender ? t(`labels.gender.${member.gender}`) : '—'}
        </Detail>
        <Detail label={t('details.dob')}>{formatDate(member.dob, locale)}</Detail>
        <Detail label={t('details.age')}>
          {age}
          {senior ? (
            <Badge ml="xs" color="grape" variant="light" size="sm">
              {t('details.senior')}
            </Badge>
          ) : null}
        </Detail>
        <Detail label={t('details.civilStatus')}>
          {member.civilStatus ? t(`labels.civilStatus.${member.civilStatus}`) : '—'}
        </Detail>
        <Detail label={t('details.address')}>{member.completeAddress || '—'}</Detail>
        <Detail label={t('details.phone')}>
          {member.phoneNumber ? displayPhoneNumber(member.phoneNumber) : '—'}
          {member.phoneNumber && !member.smsNumber ? <NotAnSmsNumber /> : null}
        </Detail>
        <Detail label={reachLabels.profileConsent}>
          <MemberReachDetails member={member} />
        </Detail>
        <Detail label={reachLabels.profileLanguage}>{reachLabels.languageOptions[member.language]}</Detail>
        {member.email ? <Detail label={reachLabels.profileEmail}>{member.email}</Detail> : null}
        {member.maidenName ? <Detail label={t('details.maidenName')}>{member.maidenName}</Detail> : null}
        <Detail label={t('details.registered')}>{formatDate(member.registrationDate, locale)}</Detail>
        <Detail label={t('details.expiryDate')}>{formatDate(member.expiryDate, locale)}</Detail>
        <Detail label={t('details.membership')}>
          <StatusBadge
            status={member.status}
            expiryDate={member.expiryDate}
            archived={member.archivedAt !== null}
            today={today}
          />
        </Detail>
      </SimpleGrid>
    </Stack>
  );
}
