import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  checkMessageTemplate,
  DEFAULT_MESSAGE_TEMPLATES,
  type MessageTemplates,
  type MessageTemplateView,
  renderMessage,
  SMS_MAX_SEGMENTS,
  sampleMessageValues,
  smsLength,
  TEMPLATE_BODY_MAX,
  TEMPLATE_SUBJECT_MAX,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useSaveMessageTemplate } from '../api/save-message-template.ts';
import { useReachLabels } from '../texts.ts';

/** The editor of one template: subject (e-mail) and text, a live preview with the sample values and the SMS parts. */
export function TemplateEditorModal({
  template,
  office,
  onClose,
}: {
  template: MessageTemplateView | null;
  office: MessageTemplates['office'];
  onClose: () => void;
}) {
  const reachLabels = useReachLabels();
  const { tr } = useTexts();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [serverError, setServerError] = useState<{ field: string | null; message: string } | null>(null);
  const save = useSaveMessageTemplate();

  useEffect(() => {
    if (template) {
      setSubject(template.subject ?? '');
      setBody(template.body);
      setServerError(null);
    }
  }, [template]);

  if (!template) return null;
  const { kind, channel, language } = template;
  const values = sampleMessageValues(language, office);
  const check = checkMessageTemplate(channel, { subject, body }, values);
  const preview = renderMessage(body, values);
  const length = smsLength(preview);
  const fieldError = (field: 'body' | 'subject') =>
    (serverError?.field === field ? serverError.message : null) ??
    (!check.ok && check.field === field && body.trim() ? tr(check.message) : null);
  const title = `${reachLabels.kinds[kind]} · ${reachLabels.channels[channel]} · ${reachLabels.languageOptions[language]}`;

  const submit = () => {
    setServerError(null);
    save.mutate(
      { kind, channel, language, body, subject: channel === 'email' ? subject : null },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: reachLabels.saved });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          const field = isApiError(error) ? (Object.keys(error.fields)[0] ?? null) : null;
          setServerError({ field, message: errorMessage(error) });
        },
      },
    );
  };
  const fallback = DEFAULT_MESSAGE_TEMPLATES[language][kind][channel];

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <ModalForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={reachLabels.save}
        submitting={save.isPending}
        error={serverError && !serverError.field ? serverError.message : null}
      >
        {channel === 'email' ? (
          <TextInput
            label={reachLabels.subjectLabel}
            name="subject"
            value={subject}
            maxLength={TEMPLATE_SUBJECT_MAX}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={fieldError('subject')}
          />
        ) : null}
        <Textarea
          label={reachLabels.bodyLabel}
          name="body"
          autosize
          minRows={4}
          maxRows={14}
          maxLength={TEMPLATE_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={fieldError('body')}
          lang={language === 'fil' ? 'fil' : 'en'}
        />
        <Group justify="space-between" gap="xs">
          {channel === 'sms' ? (
            <Badge
              variant="light"
              color={length.segments > SMS_MAX_SEGMENTS || length.encoding !== 'gsm7' ? 'red' : 'blue'}
              data-testid="segments"
              aria-live="polite"
            >
              {reachLabels.segments(length.segments, length.units)}
            </Badge>
          ) : (
            <span />
          )}
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setSubject(fallback.subject ?? '');
              setBody(fallback.body);
              setServerError(null);
            }}
          >
            {reachLabels.restoreDefault}
          </Button>
        </Group>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="template-preview-label">
            {reachLabels.preview}
          </Text>
          <Paper
            withBorder
            p="sm"
            radius="md"
            bg="gray.0"
            aria-labelledby="template-preview-label"
            role="region"
            data-testid="preview"
          >
            {channel === 'email' ? (
              <Text fw={600} size="sm" mb={4}>
                {renderMessage(subject, values)}
              </Text>
            ) : null}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview}
            </Text>
          </Paper>
          <Text size="xs" c="dimmed">
            {reachLabels.previewNote}
          </Text>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
