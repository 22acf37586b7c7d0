import { Avatar } from '@mantine/core';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/** The member's ID picture through the API, or their initials when there is none (or it fails to load). */
export function MemberPhoto({
  url,
  fullName,
  size = 64,
}: {
  url: string | null;
  fullName: string;
  size?: number;
}) {
  return (
    <Avatar src={url} alt={`Photo of ${fullName}`} size={size} radius="md" color="teal" variant="light">
      {initials(fullName)}
    </Avatar>
  );
}
