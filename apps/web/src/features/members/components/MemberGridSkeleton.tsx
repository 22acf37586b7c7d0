import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

/** Placeholder cards while a page of members loads. */
export function MemberGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useMemberTexts();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('common.loadingMembers')}
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={index} withBorder radius="md" padding="md">
          <Group wrap="nowrap" mb="md">
            <Skeleton h={64} w={64} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={14} w="80%" />
              <Skeleton h={12} w="30%" />
            </Stack>
          </Group>
          <Stack gap={8}>
            <Skeleton h={10} />
            <Skeleton h={10} />
            <Skeleton h={10} w="70%" />
          </Stack>
          <Skeleton h={30} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
