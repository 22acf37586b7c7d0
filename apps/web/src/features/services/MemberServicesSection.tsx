import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ClaimView, canVoidClaim, DEFAULT_TIMEZONE } from '@portal/domain';
import { IconAdjustments, IconChartBar, IconStethoscope } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMe } from '../../lib/auth/me.ts';
import { useToday } from '../../lib/hooks/use-today.ts';
import { useMemberServices } from './api/get-member-services.ts';
import { useServiceLimits } from './api/get-service-limits.ts';
import type { ServicesBeneficiary, ServicesMember } from './claim-form.ts';
import { useClaimRequests } from './claim-requests.ts';
import { ClaimServiceModal } from './components/ClaimServiceModal.tsx';
import { ServiceHistory } from './components/ServiceHistory.tsx';
import { SERVICE_LIMITS_SECTION_ID } from './components/ServiceLimitsSection.tsx';
import { UsageDetailsModal } from './components/UsageDetailsModal.tsx';
import { VoidClaimModal } from './components/VoidClaimModal.tsx';
import { useServicesTexts } from './texts.ts';

interface MemberServicesSectionProps {
  member: ServicesMember | null | undefined;
  beneficiaries: ServicesBeneficiary[];
}

type ModalName = 'usage' | 'claim';

/**
 * The services part of the admin member profile (spec 2): View Service Usage Details, Claim
 * Service, Edit Service Limits (head admins: a link to the limits on Settings, DECISIONS 53), and the
 * searchable service history.
 */
export function MemberServicesSection({ member, beneficiaries }: MemberServicesSectionProps) {
  const { t, m } = useServicesTexts();
  // Recomputed whenever a modal opens, so a page left open past midnight claims with the new date.
  const [today, refreshToday] = useToday();
  const services = useMemberServices(member?.id ?? '');
  const limits = useServiceLimits();
  const [open, setOpen] = useState<ModalName | null>(null);
  const me = useMe();
  // Void or Correct (DECISIONS 51): the claim being voided, then the claim being corrected.
  const [voiding, setVoiding] = useState<{ claim: ClaimView; correcting: boolean } | null>(null);
  const [correcting, setCorrecting] = useState<ClaimView | null>(null);
  const admin = me.data?.admin;
  const actions = {
    // The server decides again; this only hides what it would refuse.
    canVoid: (claim: ClaimView) =>
      admin !== undefined &&
      canVoidClaim(
        { userId: admin.id, role: admin.isHeadAdmin ? 'head_admin' : 'admin' },
        { createdBy: claim.recordedBy, createdAt: new Date(claim.createdAt) },
        new Date(),
        DEFAULT_TIMEZONE,
      ).ok,
    onVoid: (claim: ClaimView) => setVoiding({ claim, correcting: false }),
    onCorrect: (claim: ClaimView) => setVoiding({ claim, correcting: true }),
  };

  /** Opens a modal only once its data is there (spec 8's two messages otherwise). */
  const openWhenReady = (name: ModalName) => () => {
    if (!member || services.isError || limits.isError) {
      notifications.show({ color: 'red', message: m('memberDataNotLoaded') });
      if (services.isError) void services.refetch();
      if (limits.isError) void limits.refetch();
      return;
    }
    if (services.isPending || limits.isPending) {
      notifications.show({ color: 'yellow', message: m('dataStillLoading') });
      return;
    }
    refreshToday();
    setOpen(name);
  };
  // Claim Service pressed at the top of the profile or on the phone's bar.
  const openClaim = useRef(openWhenReady('claim'));
  openClaim.current = openWhenReady('claim');
  useClaimRequests(useCallback(() => openClaim.current(), []));
  const onClose = () => {
    setOpen(null);
    setCorrecting(null);
  };
  const onVoided = (claim: ClaimView, thenCorrect: boolean) => {
    setVoiding(null);
    notifications.show({
      color: 'green',
      message: thenCorrect ? m('claimVoidedForCorrection') : m('claimVoided'),
    });
    if (thenCorrect) {
      refreshToday();
      setCorrecting(claim);
      setOpen('claim');
    }
  };

  return (
    <SectionCard
      id="service-history"
      title={t('history.title')}
      actions={
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
            onClick={openWhenReady('usage')}
          >
            {t('history.viewUsage')}
          </Button>
          {/*
            DECISIONS 53: the program's limits, changed by head admins only, on Settings: the button
            opens them there rather than a second form here, so they are changed in one place, beside
            the warning that they hold for every member.
          */}
          {admin?.isHeadAdmin ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              component={Link}
              to={`/admin/settings#${SERVICE_LIMITS_SECTION_ID}`}
            >
              {t('history.editLimits')}
            </Button>
          ) : null}
          <Button
            size="xs"
            leftSection={<IconStethoscope size={16} aria-hidden />}
            onClick={openWhenReady('claim')}
          >
            {t('claim.button')}
          </Button>
        </Group>
      }
    >
      {services.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={36} maw={520} />
          <Skeleton h={120} />
        </Stack>
      ) : services.isError ? (
        <RetryAlert onRetry={() => services.refetch()} />
      ) : (
        <ServiceHistory
          claims={services.data.claims}
          voidedClaims={services.data.voidedClaims}
          actions={actions}
          yearLabel={services.data.currentYear?.label ?? null}
        />
      )}
      {member && services.data && limits.data ? (
        <>
          <UsageDetailsModal
            opened={open === 'usage'}
            onClose={onClose}
            usage={services.data.usage}
            yearLabel={services.data.currentYear?.label ?? null}
          />
          <ClaimServiceModal
            opened={open === 'claim'}
            onClose={onClose}
            member={member}
            beneficiaries={beneficiaries}
            limits={limits.data}
            claims={services.data.claims}
            today={today}
            correcting={correcting}
          />
          <VoidClaimModal
            claim={voiding?.claim ?? null}
            correcting={voiding?.correcting ?? false}
            memberId={member.id}
            onClose={() => setVoiding(null)}
            onVoided={onVoided}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
