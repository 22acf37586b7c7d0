import { describe, expect, it } from 'vitest';
import { hardCodedTexts } from '../../../scripts/check-texts.ts';

const texts = (source: string) =>
  hardCodedTexts(source, 'Example.tsx').map(({ where, text }) => `${where}: ${text}`);

describe('the hard-coded text check (issue 26 point 4)', () => {
  it('finds English written between tags, in the attributes people read and in text properties', () => {
    const source = `
      export function Page({ busy }: { busy: boolean }) {
        notifications.show({ title: 'Saved', message: \`Member \${name} saved\` });
        const columns = [{ key: 'name', label: 'Name' }];
        return (
          <Stack>
            <Title>Registered Members</Title>
            <TextInput label="Last name" placeholder="Dela Cruz" aria-label={busy ? 'Busy now' : 'Idle now'} />
            <Button submitLabel="Save member">{busy ? 'Saving…' : 'Save'}</Button>
          </Stack>
        );
      }`;
    expect(texts(source)).toEqual([
      'title: Saved',
      'message: Member saved',
      'label: Name',
      'JSX text: Registered Members',
      'label: Last name',
      'placeholder: Dela Cruz',
      'aria-label: Busy now',
      'aria-label: Idle now',
      'submitLabel: Save member',
      'JSX text: Saving…',
      'JSX text: Save',
    ]);
  });

  it('passes texts taken from a catalogue and strings that are not texts', () => {
    const source = `
      export function Page() {
        const { t } = useTexts();
        return (
          <Stack gap="md" className="page-body" data-testid="members">
            <Title order={2}>{t('members.title')}</Title>
            <Link to="/admin/members">{member.referenceNumber}</Link>
            <Text>₱ {amount} · {count} — x</Text>
            <TextInput label={t('members.lastName')} aria-labelledby="heading-id" enterKeyHint="search" />
          </Stack>
        );
      }`;
    expect(texts(source)).toEqual([]);
  });
});
