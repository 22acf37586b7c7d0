import { Box, Button, CloseButton, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { MEMBER_IMAGE_MAX_BYTES, type MemberImageKind, memberImageProblem } from '@portal/domain';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useObjectUrl } from '../../lib/hooks/use-object-url.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import classes from './ImageInput.module.css';

interface ImageInputProps {
  label: string;
  kind: MemberImageKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when nothing new is chosen (the image the member has now, on the update form). */
  currentUrl?: string | null;
  required?: boolean;
  /** An outside error (e.g. the required-fields check); `true` only outlines the field. */
  error?: ReactNode;
}

/** The message for a file that is not a PNG/JPEG within the size limit, checked by its first bytes. */
export async function imageProblem(kind: MemberImageKind, file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return memberImageProblem(kind, { size: file.size, head });
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * An ID picture or e-signature picker: a labelled file input, drag-and-drop, a preview, and an
 * early refusal of wrong types and oversize files with the domain's messages (the server checks again).
 */
export function ImageInput({ label, kind, file, onChange, currentUrl, required, error }: ImageInputProps) {
  const { t, tr } = useMemberTexts();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl ?? null;
  const errorText = refusal ? tr(refusal) : typeof error === 'string' ? tr(error) : null;
  const invalid = Boolean(refusal) || Boolean(error);

  const accept = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = await imageProblem(kind, chosen);
    setRefusal(problem);
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onChange(chosen);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  const clear = () => {
    setRefusal(null);
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  return (
    <Stack gap={6}>
      <Text
        component="label"
        htmlFor={id}
        size="sm"
        fw={500}
        {...(required ? { 'data-mark-required': true } : {})}
      >
        {label}
      </Text>
      <Paper
        withBorder
        p="sm"
        radius="md"
        className={classes.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: invalid
            ? 'var(--mantine-color-error)'
            : dragging
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Group gap="md" wrap="nowrap" align="center">
          {shown ? (
            <Image
              src={shown}
              alt={t('imageInput.preview', { label })}
              w={88}
              h={88}
              fit="contain"
              radius="sm"
              bg="gray.0"
              style={{ flexShrink: 0 }}
            />
          ) : (
            <ThemeIcon variant="light" size={88} radius="sm" aria-hidden style={{ flexShrink: 0 }}>
              <IconPhoto size={36} stroke={1.4} />
            </ThemeIcon>
          )}
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Text size="sm" c="dimmed">
              {t('imageInput.drag')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                onClick={() => inputRef.current?.click()}
                className={classes.chooseButton}
                aria-hidden
                tabIndex={-1}
              >
                {t('imageInput.choose')}
              </Button>
              {file ? (
                <CloseButton size="sm" aria-label={t('imageInput.clear', { label })} onClick={clear} />
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" truncate="end">
              {file ? file.name : t('imageInput.hint', { size: megabytes(MEMBER_IMAGE_MAX_BYTES[kind]) })}
            </Text>
          </Stack>
        </Group>
        <Box
          component="input"
          ref={inputRef}
          id={id}
          name={kind}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          aria-invalid={invalid}
          aria-describedby={errorText ? `${id}-error` : undefined}
          required={required}
          onChange={(event) => void accept(event.currentTarget.files?.[0])}
        />
      </Paper>
      {errorText ? (
        <Text id={`${id}-error`} size="sm" c="var(--mantine-color-error)" role="alert">
          {errorText}
        </Text>
      ) : null}
    </Stack>
  );
}
