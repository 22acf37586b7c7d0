import { ActionIcon, Avatar, Stack, Tooltip } from '@mantine/core';
import { outageMessages } from '@portal/domain';
import { IconPhotoOff, IconRefresh } from '@tabler/icons-react';
import { useImageRetry } from '../../../lib/hooks/use-image-retry.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * The member's ID picture through the API, or their initials when there is none. A picture that
 * fails to load (the file store out of reach) shows a placeholder and a button to load it again.
 */
export function MemberPhoto({
  url,
  fullName,
  size = 64,
}: {
  url: string | null;
  fullName: string;
  size?: number;
}) {
  const { t, tr } = useMemberTexts();
  const unavailable = tr(outageMessages.imageUnavailable);
  const image = useImageRetry(url);
  if (image.failed) {
    return (
      <Stack gap={4} align="center">
        <Avatar size={size} radius="md" color="gray" variant="light" title={unavailable}>
          <IconPhotoOff size={size / 2.5} aria-label={unavailable} />
        </Avatar>
        <Tooltip label={unavailable}>
          <ActionIcon
            variant="default"
            size="sm"
            onClick={image.retry}
            aria-label={t('card.retryPhoto', { retry: tr(outageMessages.imageRetry), name: fullName })}
          >
            <IconRefresh size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    );
  }
  return (
    <Avatar
      src={image.src}
      alt={t('card.photoOf', { name: fullName })}
      size={size}
      radius="md"
      color="teal"
      variant="light"
      imageProps={{ onError: image.onError }}
    >
      {initials(fullName)}
    </Avatar>
  );
}
