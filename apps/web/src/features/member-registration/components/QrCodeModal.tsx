import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useAddressCheck } from '../../../components/AddressCheck.tsx';

interface QrCodeModalProps {
  opened: boolean;
  onClose: () => void;
  referenceNumber: string;
  /** What the code encodes: the server's public scan link for this reference number. */
  payload: string;
  memberName: string;
}

const QR_OPTIONS = { margin: 2, width: 512, errorCorrectionLevel: 'M' } as const;

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The member's QR code (the public scan link) with Save as PNG, JPEG and SVG. While the public
 * address is unconfirmed and local only, the modal says so and each Save asks first (the code saved
 * to be printed would lead members' phones nowhere; DECISIONS 54).
 */
export function QrCodeModal({ opened, onClose, referenceNumber, payload, memberName }: QrCodeModalProps) {
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
    if (png) download(png, `${baseName}.png`);
  };
  const saveJpeg = async () => {
    download(await QRCode.toDataURL(payload, { ...QR_OPTIONS, type: 'image/jpeg' }), `${baseName}.jpg`);
  };
  const saveSvg = async () => {
    const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    download(url, `${baseName}.svg`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Member QR Code" centered size="md">
      <Stack gap="md" align="center">
        {failed ? (
          <Alert color="red" role="alert" w="100%">
            {messages.genericError}
          </Alert>
        ) : png ? (
          <Image
            src={png}
            alt={`QR code for ${referenceNumber}`}
            w={260}
            h={260}
            fit="contain"
            data-testid="qr-code-image"
          />
        ) : (
          <Center h={260}>
            <Loader aria-label="Generating QR code" />
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
            This code leads to {check.address}, which members’ phones cannot open until a Head Administrator
            confirms the portal’s public address.
          </Alert>
        ) : null}
        <Group justify="center" gap="xs">
          {(
            [
              ['Save as PNG', savePng],
              ['Save as JPEG', saveJpeg],
              ['Save as SVG', saveSvg],
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
