import { Alert, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { SPOUSE_ORDERS, type SpouseOrder } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useMemberTexts, withBold } from '../../lib/i18n/member-texts.ts';
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
  const { t, m, tr } = useMemberTexts();
  const [order, setOrder] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setOrder('');
      setProblem(null);
    }
  }, [opened]);

  const options = [
    { value: '', label: t('spouseOrder.select') },
    ...SPOUSE_ORDERS.filter((o) => o !== '1st' && !taken.includes(o)).map((o) => ({
      value: o,
      label: t(o === proposed ? 'spouseOrder.optionNext' : 'spouseOrder.option', {
        order: t(`labels.spouseOrder.${o}`),
      }),
    })),
  ];

  const confirm = () => {
    if (!order) {
      setProblem(m('spouseOrderRequired'));
      return;
    }
    onConfirm(order as SpouseOrder);
  };

  const shown = problem ?? (error ? tr(error) : null);

  return (
    <Modal opened={opened} onClose={onCancel} title={t('spouseOrder.title')} centered>
      <Stack gap="md">
        <Text size="sm">
          {withBold(
            (mark) => t('spouseOrder.body', { name: mark }),
            spouseName || t('spouseOrder.thisSpouse'),
          )}
        </Text>
        <NativeSelect
          label={t('spouseOrder.label')}
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
        <CancelAndSubmit
          onCancel={onCancel}
          submitLabel={t('spouseOrder.confirm')}
          loading={loading}
          onSubmit={confirm}
        />
      </Stack>
    </Modal>
  );
}
