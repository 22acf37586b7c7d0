import { Badge, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMe } from '../../lib/auth/me.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** The signed-in admin's own account, as the server holds it. */
export default function ProfilePage() {
  const me = useMe();
  const admin = me.data?.admin;
  const fullName = admin
    ? [admin.firstName, admin.middleName, admin.lastName].filter((part) => part?.trim()).join(' ')
    : '';

  return (
    <>
      <PageHeader title="My Profile" description="Your administrator account on the portal." />
      <Paper withBorder radius="md" p="lg" maw={720}>
        {admin ? (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Field label="Name" value={fullName} />
              <Field label="Display name" value={admin.displayName} />
              <Field label="Email" value={admin.email} />
              <Field label="Username" value={admin.username} />
              <Field label="Role" value={admin.roleLabel} />
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Access
                </Text>
                <Badge variant="light" color={admin.isHeadAdmin ? 'teal' : 'blue'} mt={4}>
                  {admin.isHeadAdmin ? 'Head Administrator' : 'Administrator'}
                </Badge>
              </div>
            </SimpleGrid>
          </Stack>
        ) : (
          <Stack>
            <Skeleton h={20} />
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        )}
      </Paper>
    </>
  );
}
