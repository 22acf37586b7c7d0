import { Alert, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { messages, SPOUSE_ORDERS, type SpouseOrder } from '@portal/domain';
import { useEffect, useState } from 'react';
import { CancelAndSubmit } from '../CancelAndSubmit.tsx';

interface SpouseOrderModalProps {
  opened: boolean;
  /** The spouse's name, for the question. */
  spouseName: string;
  /** Orders already taken by the member's other spouses. */
  taken: readonly (string | null)[];
  /** The order the domain proposes (the next free one). */
  proposed: SpouseOrder | null;
  /** A refusal to show (e.g. the server's answer). */
  error?: string | null;
  loading?: boolean;
  onConfirm: (order: SpouseOrder) => void;
  onCancel: () => void;
}

/**
 * 'Muslim Polygamy Confirmation' (spec 5, DECISIONS 12): a male member's 2nd to 4th spouse is
 * confirmed with its spouse order; nothing chosen → 'Please select the spouse order.'
 */
export function SpouseOrderModal({
  opened,
  spouseName,
  taken,
  proposed,
  error,
  loading,
  onConfirm,
  onCancel,
}: SpouseOrderModalProps) {
  const [order, setOrder] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setOrder('');
      setProblem(null);
    }
  }, [opened]);

  const options = [
    { value: '', label: 'Select spouse order' },
    ...SPOUSE_ORDERS.filter((o) => o !== '1st' && !taken.includes(o)).map((o) => ({
      value: o,
      label: `${o} spouse${o === proposed ? ' (next)' : ''}`,
    })),
  ];

  const confirm = () => {
    if (!order) {
      setProblem(messages.spouseOrderRequired);
      return;
    }
    onConfirm(order as SpouseOrder);
  };

  const shown = problem ?? error ?? null;

  return (
    <Modal opened={opened} onClose={onCancel} title="Muslim Polygamy Confirmation" centered>
      <Stack gap="md">
        <Text size="sm">
          This member already has a registered spouse. Under Shari'a law a Muslim man may have up to four
          wives. Confirm that <strong>{spouseName || 'this spouse'}</strong> is a further wife and choose her
          spouse order.
        </Text>
        <NativeSelect
          label="Spouse order"
          data={options}
          value={order}
          onChange={(event) => {
            setOrder(event.currentTarget.value);
            setProblem(null);
          }}
          error={Boolean(shown)}
          data-autofocus
        />
        {shown ? (
          <Alert color="red" variant="light" role="alert">
            {shown}
          </Alert>
        ) : null}
        <CancelAndSubmit onCancel={onCancel} submitLabel="Confirm" loading={loading} onSubmit={confirm} />
      </Stack>
    </Modal>
  );
}
