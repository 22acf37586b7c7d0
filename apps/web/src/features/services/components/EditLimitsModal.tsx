import { Alert, Modal, NumberInput, SimpleGrid, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  centavosToPesos,
  formatPesos,
  messages,
  pesosToCentavos,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceLimitView,
  validateServiceLimits,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { fieldError } from '../../../components/field-error.ts';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useUpdateServiceLimits } from '../api/update-service-limits.ts';

interface EditLimitsModalProps {
  opened: boolean;
  onClose: () => void;
  limits: ServiceLimitView[];
}

type Draft = Record<string, number | string>;

const draftOf = (limits: ServiceLimitView[]): Draft =>
  Object.fromEntries(limits.map((l) => [l.serviceType, centavosToPesos(l.maxCentavos)]));

/** Edit Service Limits (spec 5): each maximum in pesos, 0–10,000 outpatient and 0–15,000 inpatient. */
export function EditLimitsModal({ opened, onClose, limits }: EditLimitsModalProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(limits));
  const [problem, setProblem] = useState<{ message: string; serviceType?: string } | null>(null);
  const save = useUpdateServiceLimits();

  // Reset only when the modal opens: a background refetch of `limits` must not wipe the edits.
  const limitsRef = useRef(limits);
  limitsRef.current = limits;
  useEffect(() => {
    if (opened) {
      setDraft(draftOf(limitsRef.current));
      setProblem(null);
    }
  }, [opened]);

  const submit = () => {
    const edited = limits.map((l) => {
      const value = draft[l.serviceType];
      const pesos = value === '' || value === undefined ? Number.NaN : Number(value);
      return { ...l, maxCentavos: Number.isFinite(pesos) ? pesosToCentavos(pesos) : Number.NaN };
    });
    const check = validateServiceLimits(edited);
    if (!check.ok) {
      setProblem({ message: check.message, serviceType: check.serviceType });
      return;
    }
    save.mutate(
      edited.map(({ serviceType, maxCentavos }) => ({ serviceType, maxCentavos })),
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          const bad = isApiError(error) && error.status === 400;
          setProblem({ message: bad ? error.message : messages.limitsSaveFailed });
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Service Limits"
      size="xl"
      centered
      keepMounted={false}
    >
      <ModalForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Save limits"
        submitting={save.isPending}
        error={problem?.message ?? null}
      >
        <Alert
          color="yellow"
          variant="light"
          role="note"
          title="These limits are the program's, not this member's"
        >
          Saving changes the yearly limits for every member, from now on (past claims stay as they are).
        </Alert>
        {SERVICE_CATEGORIES.map((category) => {
          const rows = limits.filter((l) => l.category === category);
          if (rows.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`limits-${category}`}>
              <Title order={3} fz="md" id={`limits-${category}`} mb="xs">
                {SERVICE_CATEGORY_LABELS[category]}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                {rows.map((l) => (
                  <NumberInput
                    key={l.serviceType}
                    label={l.serviceType}
                    description={`₱0 to ${formatPesos(l.capCentavos)}`}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    min={0}
                    max={centavosToPesos(l.capCentavos)}
                    step={100}
                    decimalScale={2}
                    allowNegative={false}
                    clampBehavior="none"
                    prefix="₱"
                    thousandSeparator=","
                    value={draft[l.serviceType] ?? ''}
                    onChange={(value) => {
                      setDraft((d) => ({ ...d, [l.serviceType]: value }));
                      setProblem(null);
                    }}
                    {...fieldError(problem?.serviceType === l.serviceType, problem?.message)}
                  />
                ))}
              </SimpleGrid>
            </section>
          );
        })}
      </ModalForm>
    </Modal>
  );
}
