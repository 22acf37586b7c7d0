import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CONSENTS, type ConsentKey } from '../register-form.ts';
import { useRegisterTexts } from '../texts.ts';

interface ConsentsSectionProps {
  consents: Record<ConsentKey, boolean>;
  onChange: (key: ConsentKey, checked: boolean) => void;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
  /** The form's errors: an unticked consent's message after Register ('consents.terms'). */
  errors: Readonly<Record<string, ReactNode>>;
}

/** Sets a link's name apart in a text, so the text can be split around it ('\u0001terms\u0001'). */
const LINK = '\u0001';

/** The five consents of spec 2 (domain register-text.ts), after the links to the two documents. */
export function ConsentsSection({
  consents,
  onChange,
  onOpenTerms,
  onOpenPrivacy,
  errors,
}: ConsentsSectionProps) {
  const { t } = useRegisterTexts();
  const open = { terms: onOpenTerms, privacy: onOpenPrivacy };
  // The intro's words and its two links, in the order the language puts them.
  const intro = t('consents.intro', { terms: `${LINK}terms${LINK}`, privacy: `${LINK}privacy${LINK}` })
    .split(LINK)
    .map((part, index) =>
      index % 2 === 1 && (part === 'terms' || part === 'privacy') ? (
        <Anchor key={part} component="button" type="button" onClick={open[part]} fz="sm" fw={600}>
          {t(`documents.${part}`)}
        </Anchor>
      ) : (
        part
      ),
    );
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
        {t('consents.title')}
      </Title>
      <Text size="sm" mb="md">
        {intro}
      </Text>
      <Stack gap="sm">
        {CONSENTS.map((key) => (
          <Checkbox
            key={key}
            name={`consents.${key}`}
            label={t(`consents.labels.${key}`)}
            checked={consents[key]}
            error={errors[`consents.${key}`] || false}
            onChange={(event) => onChange(key, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </section>
  );
}
