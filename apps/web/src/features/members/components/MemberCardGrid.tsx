import { Alert, SimpleGrid } from '@mantine/core';
import type { MemberCard, MemberPage } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedRows } from '../../../components/PagedRows.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { MemberCardItem } from './MemberCardItem.tsx';
import { MemberGridSkeleton } from './MemberGridSkeleton.tsx';

interface MemberCardGridProps {
  /** One page of a members list (registered or archived); the previous page stays shown while the next loads. */
  query: UseQueryResult<MemberPage>;
  /** The hint under messages.noMembersFound when the page is empty. */
  emptyHint: string;
  onPageChange: (page: number) => void;
  /** The buttons of one card (View Profile, Archive, Restore …). */
  actions: (member: MemberCard) => ReactNode;
  /** Extra facts of one card (e.g. when and by whom it was archived). */
  extra?: (member: MemberCard) => ReactNode;
}

/**
 * The members lists' body (Registered Members, Archived Members): the error, a loading skeleton,
 * the empty state, or a grid of member cards with Previous / Next.
 */
export function MemberCardGrid({ query, emptyHint, onPageChange, actions, extra }: MemberCardGridProps) {
  const { m } = useTexts();
  const data = query.data;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" mb="lg">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending) return <MemberGridSkeleton />;
  if (!data) return null;
  if (data.members.length === 0) return <EmptyState text={m('noMembersFound')} hint={emptyHint} />;
  return (
    <PagedRows query={query} paging={data} onPageChange={onPageChange}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data.members.map((member) => (
          <MemberCardItem key={member.id} member={member} extra={extra?.(member)} actions={actions(member)} />
        ))}
      </SimpleGrid>
    </PagedRows>
  );
}
