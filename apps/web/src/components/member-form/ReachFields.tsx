import { Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CONSENT_WORDING,
  MEMBER_EMAIL_MAX,
  MEMBER_LANGUAGES,
  type MemberLanguage,
  REMINDER_CONSENTS,
  type ReminderConsent,
} from '@portal/domain';
import { useReachLabels } from '../../lib/i18n/member-texts.ts';
import { useFieldMessage } from './field-texts.ts';
import type { MemberFieldsProps } from './MemberFields.tsx';

/**
 * Reminders (DECISIONS 43): the consent question read to the member in their language, the answer
 * (SMS, e-mail or none), the language of their messages and an optional e-mail address.
 */
export function ReachFields({ values, set, errors }: MemberFieldsProps) {
  const reachLabels = useReachLabels();
  const message = useFieldMessage();
  return (
    <Stack gap="md">
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {reachLabels.wordingIntro}
        </Text>
        <Text size="sm" lang={values.language === 'fil' ? 'fil' : 'en'} data-testid="consent-wording">
          {CONSENT_WORDING[values.language]}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group
          name="reminderConsent"
          label={reachLabels.consentLabel}
          value={values.reminderConsent}
          onChange={(value) => set('reminderConsent', value as ReminderConsent)}
          error={message('reminderConsent', errors.reminderConsent) || undefined}
        >
          <Group gap="md" mt={6}>
            {REMINDER_CONSENTS.map((consent) => (
              <Radio key={consent} value={consent} label={reachLabels.consentOptions[consent]} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          name="language"
          label={reachLabels.languageLabel}
          value={values.language}
          onChange={(value) => set('language', value as MemberLanguage)}
          error={message('language', errors.language) || undefined}
        >
          <Group gap="md" mt={6}>
            {MEMBER_LANGUAGES.map((language) => (
              <Radio key={language} value={language} label={reachLabels.languageOptions[language]} />
            ))}
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={reachLabels.emailLabel}
          description={reachLabels.emailDescription}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={message('email', errors.email) || false}
          maxLength={MEMBER_EMAIL_MAX}
        />
      </SimpleGrid>
    </Stack>
  );
}
