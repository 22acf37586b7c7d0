import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Center, Group, Image, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MemberDetail } from '@portal/domain';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageUnavailable } from '../../../components/ImageUnavailable.tsx';
import { useImageRetry } from '../../../lib/hooks/use-image-retry.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

interface CoverImage {
  caption: string;
  url: string | null;
}

/** Profile picture, QR code and signature (spec 2): a carousel with captions; a click opens the image. */
export function MemberImages({ member }: { member: MemberDetail }) {
  const { t } = useMemberTexts();
  const images: CoverImage[] = [
    { caption: t('images.profilePicture'), url: member.images.idPicture },
    { caption: t('images.qrCode'), url: member.images.qrCode },
    { caption: t('images.signature'), url: member.images.signature },
  ];
  const [open, setOpen] = useState<CoverImage | null>(null);

  return (
    <>
      <Carousel
        withIndicators
        height={260}
        emblaOptions={{ loop: true }}
        previousControlProps={{ 'aria-label': t('images.previous') }}
        nextControlProps={{ 'aria-label': t('images.next') }}
        getIndicatorProps={(index) => ({
          'aria-label': t('images.show', { caption: images[index]?.caption ?? '' }),
        })}
        aria-label={t('images.carousel')}
        aria-roledescription={t('images.carouselRole')}
        styles={{ indicator: { background: 'var(--mantine-color-gray-5)' } }}
      >
        {images.map((image) => (
          <Carousel.Slide key={image.caption}>
            <ImageSlide image={image} onOpen={setOpen} />
          </Carousel.Slide>
        ))}
      </Carousel>

      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.caption} centered size="lg">
        {open?.url ? <OpenedImage image={open} /> : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(null)}>
            {t('common.close')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * One image of the carousel: the image (a click opens it), "No image" when the member has none, or,
 * when it fails to load (the file store out of reach), a placeholder with Retry.
 */
function ImageSlide({ image, onOpen }: { image: CoverImage; onOpen: (image: CoverImage) => void }) {
  const { t } = useMemberTexts();
  const { src, failed, onError, retry } = useImageRetry(image.url);
  return (
    <Paper
      component="figure"
      m={0}
      h="100%"
      bg="gray.0"
      radius="md"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      {src && failed ? (
        <ImageUnavailable label={image.caption} onRetry={retry} />
      ) : src ? (
        <UnstyledButton
          onClick={() => onOpen({ ...image, url: src })}
          aria-label={t('images.open', { caption: image.caption })}
          style={{ flex: 1, minHeight: 0, display: 'flex', justifyContent: 'center', padding: 12 }}
        >
          <Image src={src} alt={image.caption} fit="contain" h="100%" w="auto" maw="100%" onError={onError} />
        </UnstyledButton>
      ) : (
        <Center style={{ flex: 1 }}>
          <Stack align="center" gap={4} c="dimmed">
            <IconPhotoOff size={36} aria-hidden />
            <Text size="sm">{t('images.none')}</Text>
          </Stack>
        </Center>
      )}
      <Text component="figcaption" ta="center" size="sm" fw={500} pb={28} pt={4}>
        {image.caption}
      </Text>
    </Paper>
  );
}

/** The opened image, with the same placeholder and Retry when it fails to load. */
function OpenedImage({ image }: { image: CoverImage }) {
  const { src, failed, onError, retry } = useImageRetry(image.url);
  if (failed) return <ImageUnavailable label={image.caption} onRetry={retry} />;
  return <Image src={src} alt={image.caption} fit="contain" mah="70vh" onError={onError} />;
}
