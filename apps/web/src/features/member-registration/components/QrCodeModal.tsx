import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useAddressCheck } from '../../../components/AddressCheck.tsx';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { saveBlob, saveHref } from '../../../lib/save-file.ts';

interface QrCodeModalProps {
  opened: boolean;
  onClose: () => void;
  referenceNumber: string;
  /** What the code encodes: the server's public scan link for this reference number. */
  payload: string;
  memberName: string;
}

const QR_OPTIONS = { margin: 2, width: 512, errorCorrectionLevel: 'M' } as const;

/**
 * The member's QR code (the public scan link) with Save as PNG, JPEG and SVG. While the public
 * address is unconfirmed and local only, the modal says so and each Save asks first (the code saved
 * to be printed would lead members' phones nowhere; DECISIONS 54).
 */
export function QrCodeModal({ opened, onClose, referenceNumber, payload, memberName }: QrCodeModalProps) {
  const { t, m } = useMemberTexts();
  const [png, setPng] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const check = useAddressCheck('Save');

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    setPng(null);
    setFailed(false);
    QRCode.toDataURL(payload, { ...QR_OPTIONS, type: 'image/png' })
      .then((url) => {
        if (!cancelled) setPng(url);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [opened, payload]);

  const baseName = `qr-${referenceNumber}`;

  const savePng = () => {
    if (png) saveHref(png, `${baseName}.png`);
  };
  const saveJpeg = async () => {
    saveHref(await QRCode.toDataURL(payload, { ...QR_OPTIONS, type: 'image/jpeg' }), `${baseName}.jpg`);
  };
  const saveSvg = async () => {
    const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
    saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${baseName}.svg`);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('qr.title')} centered size="md">
      <Stack gap="md" align="center">
        {failed ? (
          <Alert color="red" role="alert" w="100%">
            {m('genericError')}
          </Alert>
        ) : png ? (
          <Image
            src={png}
            alt={t('qr.alt', { reference: referenceNumber })}
            w={260}
            h={260}
            fit="contain"
            data-testid="qr-code-image"
          />
        ) : (
          <Center h={260}>
            <Loader aria-label={t('qr.generating')} />
          </Center>
        )}
        <Stack gap={2} align="center">
          {memberName ? <Text fw={600}>{memberName}</Text> : null}
          <Text size="sm" ff="monospace">
            {referenceNumber}
          </Text>
          <Text size="xs" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
            {payload}
          </Text>
        </Stack>
        {check.risky ? (
          <Alert
            color="yellow"
            variant="light"
            w="100%"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            data-testid="qr-address-warning"
          >
            {t('qr.addressWarning', { address: check.address ?? '' })}
          </Alert>
        ) : null}
        <Group justify="center" gap="xs">
          {(
            [
              [t('qr.savePng'), savePng],
              [t('qr.saveJpeg'), saveJpeg],
              [t('qr.saveSvg'), saveSvg],
            ] as const
          ).map(([label, action]) => (
            <Button
              key={label}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!png}
              onClick={() => check.guard(() => void action())}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
      {check.question}
    </Modal>
  );
}
