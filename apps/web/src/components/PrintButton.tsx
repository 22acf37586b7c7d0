import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';
import { useAddressCheck } from './AddressCheck.tsx';

/**
 * Print for pages whose QR codes members will scan (DECISIONS 54): while the public address is not
 * confirmed and reaches only the server itself (localhost), Print asks first (AddressCheck.tsx).
 */
export function PrintButton({ disabled = false, onPrint }: { disabled?: boolean; onPrint: () => void }) {
  const { t } = useAdminTexts();
  const check = useAddressCheck('Print');
  return (
    <>
      <Button
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => check.guard(onPrint)}
        disabled={disabled}
      >
        {t('print.print')}
      </Button>
      {check.question}
    </>
  );
}
