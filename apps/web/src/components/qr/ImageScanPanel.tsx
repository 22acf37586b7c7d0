import { Box, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoScan } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTexts } from '../../lib/i18n/language.ts';
import { SectionCard } from '../SectionCard.tsx';

interface ImageScanPanelProps {
  onFile: (file: File) => void;
  /** A file is being dragged over the page. */
  dragging: boolean;
  busy: boolean;
}

/**
 * 'Scan an image file': a PNG or JPEG chosen here or dropped on it (the admin scanner also takes a
 * drop anywhere on its page). Used by the admin scanner and the public /scan page.
 */
export function ImageScanPanel({ onFile, dragging, busy }: ImageScanPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTexts();
  return (
    <SectionCard id="scan-image" title={t('scan.imageSection')} compact>
      <Box
        p="lg"
        ta="center"
        style={{
          border: '2px dashed',
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)',
          background: dragging ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Stack align="center" gap="xs">
          <IconPhotoScan size={40} stroke={1.4} aria-hidden />
          <Text size="sm">{t('scan.imageDrop')}</Text>
          <Button
            component="label"
            variant="light"
            loading={busy}
            style={{ cursor: 'pointer' }}
            className="scan-file-button"
          >
            {t('scan.imageButton')}
            <VisuallyHidden>
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) onFile(file);
                  // The same file may be chosen again.
                  if (input.current) input.current.value = '';
                }}
              />
            </VisuallyHidden>
          </Button>
        </Stack>
      </Box>
    </SectionCard>
  );
}
