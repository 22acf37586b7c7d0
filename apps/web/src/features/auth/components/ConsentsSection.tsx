import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CONSENTS, type ConsentKey } from '../register-form.ts';

/** The five consents of spec 2; their labels start with the words the CONTRACT fixes. */
const consentLabels: Record<ConsentKey, string> = {
  terms: 'I agree to the Terms and Conditions of the portal.',
  privacy: 'I agree to the Data Privacy Policy.',
  processing: 'I consent to the processing of my personal data for the administration of my portal account.',
  professional:
    'I accept my professional responsibility for the accuracy and confidentiality of the records I handle.',
  security:
    'I will follow the security obligations, including keeping my password secret and signing out after use.',
};

interface ConsentsSectionProps {
  consents: Record<ConsentKey, boolean>;
  onChange: (key: ConsentKey, checked: boolean) => void;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
  /** The form's errors: an unticked consent's message after Register ('consents.terms'). */
  errors: Readonly<Record<string, ReactNode>>;
}

export function ConsentsSection({
  consents,
  onChange,
  onOpenTerms,
  onOpenPrivacy,
  errors,
}: ConsentsSectionProps) {
  return (
    <section aria-labelledby="consents">
      <Title
        order={2}
        fz="lg"
        id="consents"
        mb="sm"
        pb={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        Consents
      </Title>
      <Text size="sm" mb="md">
        Please read the{' '}
        <Anchor component="button" type="button" onClick={onOpenTerms} fz="sm" fw={600}>
          Terms and Conditions
        </Anchor>{' '}
        and the{' '}
        <Anchor component="button" type="button" onClick={onOpenPrivacy} fz="sm" fw={600}>
          Data Privacy Policy
        </Anchor>{' '}
        before you tick the boxes below. All five are required.
      </Text>
      <Stack gap="sm">
        {CONSENTS.map((key) => (
          <Checkbox
            key={key}
            name={`consents.${key}`}
            label={consentLabels[key]}
            checked={consents[key]}
            error={errors[`consents.${key}`] || false}
            onChange={(event) => onChange(key, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </section>
  );
}
