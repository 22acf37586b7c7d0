import { Badge, Text } from '@mantine/core';
import type { MemberDetail } from '@portal/domain';
import { formatInstantDate } from '../../../lib/dates.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useReachLabels } from '../../../lib/i18n/member-texts.ts';
import { useMemberReach } from '../api/get-member-reach.ts';

/** How the member is reached (DECISIONS 43): the consent in force with its record, the language, the e-mail. */
export function MemberReachDetails({ member }: { member: MemberDetail }) {
  const reachLabels = useReachLabels();
  const { locale } = useTexts();
  const reach = useMemberReach(member.id);
  const consent = reach.data?.consent ?? null;
  return (
    <>
      <Text span>{reachLabels.consentShort[member.reminderConsent]}</Text>
      <Text span display="block" size="xs" c="dimmed" data-testid="consent-record">
        {reach.isPending
          ? '…'
          : consent
            ? reachLabels.consentRecorded(
                formatInstantDate(consent.recordedAt, locale),
                consent.recordedByName || '—',
                consent.wordingVersion,
              )
            : reachLabels.noConsentRecorded}
      </Text>
    </>
  );
}

/** 'not an SMS number' beside a phone number that cannot receive SMS. */
export function NotAnSmsNumber() {
  const reachLabels = useReachLabels();
  return (
    <Badge ml="xs" color="orange" variant="light" size="sm">
      {reachLabels.notAnSmsNumber}
    </Badge>
  );
}
