import { Button, Stack, TextInput } from '@mantine/core';
import { isReferenceNumber, messages, REFERENCE_NUMBER_EXAMPLE } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../../lib/i18n/language.ts';

/**
 * The reference number printed under the QR code on a member's card, typed in: opens that
 * member's public card (/scan?ref=). Letters may be typed in any case; spaces around are ignored.
 */
export function ReferenceNumberForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const { t, tr } = useTexts();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ref = value.trim().toUpperCase();
    if (!ref) return setError(messages.referenceNumberRequired);
    if (!isReferenceNumber(ref)) return setError(messages.referenceNumberMalformed);
    setError(null);
    navigate(`/scan?ref=${encodeURIComponent(ref)}`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('reference.formLabel')}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={t('reference.label')}
          placeholder={REFERENCE_NUMBER_EXAMPLE}
          description={t('reference.description')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error && tr(error)}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={autoFocus}
          w="100%"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('reference.submit')}
        </Button>
      </Stack>
    </form>
  );
}
