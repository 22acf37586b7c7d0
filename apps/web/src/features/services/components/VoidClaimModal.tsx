import { Modal, Paper, Text, Textarea } from '@mantine/core';
import { type ClaimView, formatPesos, messages, VOID_REASON_MAX } from '@portal/domain';
import { useEffect, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useVoidClaim } from '../api/void-claim.ts';
import { useServicesTexts } from '../texts.ts';

interface VoidClaimModalProps {
  /** The claim to void; null when closed. */
  claim: ClaimView | null;
  memberId: string;
  /** Correct: after the void, a new claim prefilled from this one is opened (DECISIONS 51). */
  correcting: boolean;
  onClose: () => void;
  onVoided: (claim: ClaimView, correcting: boolean) => void;
}

/**
 * Void (or Correct) a claim: the reason is asked for and kept; the claim stays in the history,
 * struck through, and no longer counts toward the limit, totals or reports.
 */
export function VoidClaimModal({ claim, memberId, correcting, onClose, onVoided }: VoidClaimModalProps) {
  const { t, tr, locale } = useServicesTexts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voiding = useVoidClaim();

  useEffect(() => {
    if (claim) {
      setReason('');
      setError(null);
    }
  }, [claim]);

  const submit = () => {
    if (!claim) return;
    if (reason.trim() === '') {
      setError(messages.claimVoidReasonRequired);
      document.getElementById('void-reason')?.focus();
      return;
    }
    setError(null);
    voiding.mutate(
      { claimId: claim.id, memberId, body: { reason } },
      {
        onSuccess: () => onVoided(claim, correcting),
        onError: (failure) => {
          if (!isSessionEnded(failure)) setError(errorMessage(failure));
        },
      },
    );
  };

  const title = correcting ? t('void.correctTitle') : t('void.voidTitle');
  return (
    <Modal opened={claim !== null} onClose={onClose} title={title} centered keepMounted={false}>
      {claim ? (
        <ModalForm
          onSubmit={submit}
          onCancel={onClose}
          submitLabel={correcting ? t('void.correctSubmit') : t('void.voidSubmit')}
          submitting={voiding.isPending}
          submitColor="red"
          error={error === messages.claimVoidReasonRequired ? null : error}
        >
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600}>
              {claim.serviceType} — {formatPesos(claim.amountCentavos)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(claim.date, locale)} · {claim.institution}
            </Text>
          </Paper>
          <Text size="sm">{correcting ? t('void.correctIntro') : t('void.voidIntro')}</Text>
          <Textarea
            id="void-reason"
            label={t('void.reason')}
            description={t('void.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={VOID_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error === messages.claimVoidReasonRequired ? tr(error) : undefined}
            data-autofocus
          />
        </ModalForm>
      ) : null}
    </Modal>
  );
}
