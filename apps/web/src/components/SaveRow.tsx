import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Refusal } from '../lib/forms/refusal.ts';
import { ErrorSummary } from './ErrorSummary.tsx';

/**
 * The end of a form that saves in place (My Profile's personal information, Settings' office
 * details): why the last save was refused (`useRefusal`'s summary), then Save, busy while `saving`.
 */
export function SaveRow({
  refusals,
  saving,
  children,
}: {
  refusals: { refusal: Refusal | null; select: (path: string) => void };
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary refusal={refusals.refusal} onSelect={refusals.select} />
      <Group justify="flex-end">
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          {children}
        </Button>
      </Group>
    </>
  );
}
