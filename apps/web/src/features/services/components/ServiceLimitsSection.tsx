import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  centavosToPesos,
  formatPesos,
  pesosToCentavos,
  SERVICE_CATEGORIES,
  type ServiceLimitView,
  validateServiceLimits,
} from '@portal/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { fieldError } from '../../../components/field-error.ts';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useServiceLimits } from '../api/get-service-limits.ts';
import { type LimitChange, useUpdateServiceLimits } from '../api/update-service-limits.ts';
import { useServicesTexts } from '../texts.ts';

/** The section's id: the member profile's Edit Service Limits links to `/admin/settings#service-limits`. */
export const SERVICE_LIMITS_SECTION_ID = 'service-limits';

type Draft = Record<string, number | string>;

const draftOf = (limits: ServiceLimitView[]): Draft =>
  Object.fromEntries(limits.map((l) => [l.serviceType, centavosToPesos(l.maxCentavos)]));

/** A changed maximum, as the confirmation lists it. */
type Change = LimitChange & { from: number };

/**
 * Settings' Service limits (spec 5; DECISIONS 53): each maximum in pesos, 0–10,000 outpatient and
 * 0–15,000 inpatient, for every member. Saving asks first, listing each change from what to what.
 * `focusOnLoad`: scrolled to and focused once loaded (opened from a member's profile).
 */
export function ServiceLimitsSection({ focusOnLoad = false }: { focusOnLoad?: boolean }) {
  const { t } = useServicesTexts();
  const limits = useServiceLimits();
  const loaded = limits.data !== undefined;
  useEffect(() => {
    if (!focusOnLoad || !loaded) return;
    // The heading takes the focus, so the keyboard and screen readers start at the limits: on the
    // next frame, after the admin frame has moved the focus to the new page's main area.
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(SERVICE_LIMITS_SECTION_ID);
      if (!heading) return;
      heading.tabIndex = -1;
      heading.closest('section')?.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusOnLoad, loaded]);

  return (
    <SectionCard
      id={SERVICE_LIMITS_SECTION_ID}
      title={t('limits.title')}
      description={t('limits.description')}
    >
      {limits.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('limits.loading')}>
          <Skeleton h={24} w={160} />
          <Skeleton h={180} />
        </Stack>
      ) : limits.isError ? (
        <RetryAlert title={t('limits.loadFailed')} onRetry={() => limits.refetch()} />
      ) : (
        <ServiceLimitsForm limits={limits.data} />
      )}
    </SectionCard>
  );
}

function ServiceLimitsForm({ limits }: { limits: ServiceLimitView[] }) {
  const { t, tr } = useServicesTexts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(limits));
  const [problem, setProblem] = useState<{ message: string; serviceType?: string } | null>(null);
  const [confirming, setConfirming] = useState<Change[] | null>(null);

  const edited = limits.map((l) => {
    const value = draft[l.serviceType];
    const pesos = value === '' || value === undefined ? Number.NaN : Number(value);
    return { ...l, maxCentavos: Number.isFinite(pesos) ? pesosToCentavos(pesos) : Number.NaN };
  });
  const changes: Change[] = edited.flatMap((l, i) =>
    l.maxCentavos === limits[i]!.maxCentavos
      ? []
      : [{ serviceType: l.serviceType, maxCentavos: l.maxCentavos, from: limits[i]!.maxCentavos }],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = validateServiceLimits(edited);
    if (!check.ok) {
      setProblem({ message: tr(check.message), serviceType: check.serviceType });
      document
        .querySelector<HTMLInputElement>(`[name="limit-${CSS.escape(check.serviceType ?? '')}"]`)
        ?.focus();
      return;
    }
    if (changes.length === 0) {
      notifications.show({ color: 'blue', message: t('limits.nothingChanged') });
      return;
    }
    setProblem(null);
    setConfirming(changes);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {SERVICE_CATEGORIES.map((category) => {
          const rows = limits.filter((l) => l.category === category);
          if (rows.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`limits-${category}`}>
              <Title order={3} fz="md" id={`limits-${category}`} mb="xs">
                {t(`categories.${category}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                {rows.map((l) => (
                  <NumberInput
                    key={l.serviceType}
                    name={`limit-${l.serviceType}`}
                    label={l.serviceType}
                    description={t('limits.range', { cap: formatPesos(l.capCentavos) })}
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
        <FormAlert state={problem ? { kind: 'error', message: problem.message } : null} />
        <Group justify="flex-end" gap="xs">
          {changes.length > 0 ? (
            <Button
              variant="default"
              onClick={() => {
                setDraft(draftOf(limits));
                setProblem(null);
              }}
            >
              {t('limits.undo')}
            </Button>
          ) : null}
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('limits.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmLimitsModal
        changes={confirming}
        onClose={() => setConfirming(null)}
        onSaved={(saved) => setDraft(draftOf(saved))}
      />
    </form>
  );
}

/** "Save the new limits?": each change from what to what, for every member. */
function ConfirmLimitsModal({
  changes,
  onClose,
  onSaved,
}: {
  changes: Change[] | null;
  onClose: () => void;
  onSaved: (limits: ServiceLimitView[]) => void;
}) {
  const { t, m, tr } = useServicesTexts();
  const save = useUpdateServiceLimits();
  const [error, setError] = useState<string | null>(null);
  const opened = changes !== null;
  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const confirm = () => {
    if (!changes) return;
    save.mutate(
      changes.map(({ serviceType, maxCentavos }) => ({ serviceType, maxCentavos })),
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: tr(answer.message) });
          onSaved(answer.limits);
          onClose();
        },
        onError: (failure) => {
          if (isSessionEnded(failure)) return;
          const bad = isApiError(failure) && (failure.status === 400 || failure.status === 403);
          setError(bad ? tr(failure.message) : m('limitsSaveFailed'));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('limits.confirmTitle')} centered keepMounted={false}>
      <ModalForm
        onSubmit={confirm}
        onCancel={onClose}
        submitLabel={t('limits.save')}
        submitting={save.isPending}
        error={error}
      >
        <Alert color="yellow" variant="light" role="note" title={t('limits.programsTitle')}>
          {t('limits.programsText')}
        </Alert>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('limits.changes', { count: changes?.length ?? 0 })}
          </Text>
          <List size="sm" spacing={4}>
            {(changes ?? []).map((change) => (
              <List.Item key={change.serviceType}>
                {change.serviceType}: {formatPesos(change.from)} → {formatPesos(change.maxCentavos)}
              </List.Item>
            ))}
          </List>
        </div>
      </ModalForm>
    </Modal>
  );
}
