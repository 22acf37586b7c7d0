import { Affix, Button } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { requestClaim } from './claim-requests.ts';
import { useServicesTexts } from './texts.ts';

/**
 * Claim Service at the top of the member profile (issue 23: the counter's first action, above the
 * fold), and on phones also kept at the bottom of the screen while the profile scrolls.
 */
export function ClaimServiceButton() {
  const { t } = useServicesTexts();
  return (
    <>
      <Button leftSection={<IconStethoscope size={16} aria-hidden />} onClick={requestClaim} visibleFrom="sm">
        {t('claim.button')}
      </Button>
      <Affix position={{ bottom: 16, right: 16 }} hiddenFrom="sm" zIndex={150}>
        <Button
          size="md"
          radius="xl"
          leftSection={<IconStethoscope size={18} aria-hidden />}
          onClick={requestClaim}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {t('claim.button')}
        </Button>
      </Affix>
    </>
  );
}
