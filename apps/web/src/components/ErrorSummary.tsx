import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FieldProblem, Refusal } from '../lib/forms/refusal.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

const withLabel = ({ label, message }: FieldProblem) =>
  message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label}: ${message}`;

interface ErrorSummaryProps {
  refusal: Refusal | null;
  /** Moves to a listed field. */
  onSelect: (path: string) => void;
}

/**
 * Why the last submit was refused, until the next one or until its fields are fixed: the message (announced, role="alert")
 * and, when several fields are wrong, each of them as a link to the field — by its problem, or by its name alone when
 * the message already states the problems (`named`), so that no problem is said twice (issue 23).
 */
export function ErrorSummary({ refusal, onSelect }: ErrorSummaryProps) {
  const { t, tr } = useAdminTexts();
  if (!refusal) return null;
  const { message, problems, named = false } = refusal;
  const listed = problems.length > 1 || (problems.length === 1 && problems[0]?.message !== message);
  return (
    <Alert
      color="red"
      variant="light"
      role="group"
      aria-label={t('errorSummary.label')}
      icon={<IconAlertCircle size={20} aria-hidden />}
      data-testid="error-summary"
    >
      <Text role="alert" size="sm" fw={600}>
        {tr(message)}
      </Text>
      {listed ? (
        // The items inline, not in Mantine's inline-flex wrapper, and each link (a button, so an atomic box
        // whatever its display) aligned by its top: a long item that wraps (Filipino on a phone) keeps
        // its first line beside the bullet, not its last.
        <List size="sm" mt="xs" spacing={4} styles={{ itemWrapper: { display: 'inline' } }}>
          {problems.map((problem) => (
            <List.Item key={problem.path}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="inherit"
                underline="always"
                ta="left"
                style={{ verticalAlign: 'top' }}
                onClick={() => onSelect(problem.path)}
              >
                {named ? problem.label : withLabel(problem)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
