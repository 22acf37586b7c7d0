import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MESSAGE_CHANNELS,
  type MessageTemplates,
  type MessageTemplateView,
  renderMessage,
  sampleMessageValues,
  smsLength,
} from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useReachLabels } from '../texts.ts';

/** One kind of message in one language: its SMS and e-mail texts, each with Edit. */
export function TemplateCard({
  templates,
  office,
  onEdit,
}: {
  templates: MessageTemplateView[];
  office: MessageTemplates['office'];
  onEdit: (template: MessageTemplateView) => void;
}) {
  const reachLabels = useReachLabels();
  const first = templates[0]!;
  const headingId = `template-${first.kind}-${first.language}`;
  return (
    <SectionCard id={headingId} title={reachLabels.kinds[first.kind]} compact>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {MESSAGE_CHANNELS.map((channel) => {
          const template = templates.find((t) => t.channel === channel);
          if (!template) return null;
          const parts = smsLength(
            renderMessage(template.body, sampleMessageValues(template.language, office)),
          );
          const label = `${reachLabels.edit} ${reachLabels.channels[channel]}: ${reachLabels.kinds[template.kind]} (${reachLabels.languageOptions[template.language]})`;
          return (
            <Stack key={channel} gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {reachLabels.channels[channel]}
                  </Text>
                  <Badge variant="light" color={template.edited ? 'teal' : 'gray'} size="sm">
                    {template.edited ? reachLabels.edited : reachLabels.defaultText}
                  </Badge>
                  {channel === 'sms' ? (
                    <Text size="xs" c="dimmed">
                      {reachLabels.segments(parts.segments, parts.units)}
                    </Text>
                  ) : null}
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={label}
                  onClick={() => onEdit(template)}
                >
                  {reachLabels.edit}
                </Button>
              </Group>
              {template.subject ? (
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {template.subject}
                </Text>
              ) : null}
              <Text size="sm" c="dark.6" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {template.body}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
