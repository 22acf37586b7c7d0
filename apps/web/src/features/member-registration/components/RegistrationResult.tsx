import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MemberDetail } from '@portal/domain';
import { IconCircleCheck, IconId, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

interface RegistrationResultProps {
  message: string;
  member: MemberDetail;
  onRegisterAnother: () => void;
}

/**
 * What stays on screen after a registration (issue 13, item 7): the new member's reference number,
 * and the three next steps — open the profile, print the ID card, register another member.
 */
export function RegistrationResult({ message, member, onRegisterAnother }: RegistrationResultProps) {
  const { t, tr, locale } = useMemberTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="registered-heading"
    >
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
          {tr(message)}
        </Alert>
        <div>
          <Title
            order={2}
            fz="xl"
            id="registered-heading"
            ref={headingRef}
            tabIndex={-1}
            style={{ overflowWrap: 'anywhere' }}
          >
            {member.fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {t('registration.memberFrom', {
              from: formatDate(member.registrationDate, locale),
              to: formatDate(member.expiryDate, locale),
            })}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed" id="registered-reference-label">
            {t('registration.referenceLabel')}
          </Text>
          <Text
            ff="monospace"
            fw={700}
            fz={{ base: 'lg', sm: 'xl' }}
            aria-labelledby="registered-reference-label"
            data-testid="registered-reference"
            style={{ overflowWrap: 'anywhere' }}
          >
            {member.referenceNumber}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to={`/admin/member/${member.id}`}
            leftSection={<IconUser size={18} aria-hidden />}
          >
            {t('registration.openProfile')}
          </Button>
          <Button
            component={Link}
            to={`/admin/member/${member.id}/card`}
            variant="default"
            leftSection={<IconId size={18} aria-hidden />}
          >
            {t('registration.printIdCard')}
          </Button>
          <Button
            variant="default"
            onClick={onRegisterAnother}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('registration.registerAnother')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
