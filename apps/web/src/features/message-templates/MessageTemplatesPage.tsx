import { Alert, Anchor, Stack, Tabs } from '@mantine/core';
import {
  MEMBER_LANGUAGES,
  MEMBER_MESSAGE_KINDS,
  type MemberLanguage,
  type MessageTemplateView,
} from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { useAdminTexts } from '../../lib/i18n/admin-texts.ts';
import { useMessageTemplates } from './api/get-message-templates.ts';
import { TemplateCard } from './components/TemplateCard.tsx';
import { TemplateEditorModal } from './components/TemplateEditorModal.tsx';
import { useReachLabels, useReachMessages } from './texts.ts';

/**
 * Message templates (issue 25 item 5), head admins only: every kind of member message in English and
 * Filipino, SMS and e-mail, each edited with a live preview and the SMS parts.
 */
export default function MessageTemplatesPage() {
  const { t: at } = useAdminTexts();
  const reachLabels = useReachLabels();
  const reachMessages = useReachMessages();
  const me = useMe();
  const isHead = me.data?.admin.isHeadAdmin === true;
  const templates = useMessageTemplates({ enabled: isHead });
  const [language, setLanguage] = useState<MemberLanguage>('en');
  const [editing, setEditing] = useState<MessageTemplateView | null>(null);

  const header = (
    <PageHeader
      title={reachLabels.templatesTitle}
      description={reachLabels.templatesIntro}
      actions={
        <Anchor component={Link} to="/admin/messages" size="sm">
          {reachLabels.messagesLink}
        </Anchor>
      }
    />
  );
  if (!me.data) return <PageLoader label={at('common.checkingSession')} />;
  if (!isHead) {
    return <HeadAdminOnly header={header} message={reachMessages.templatesHeadAdminOnly} />;
  }
  if (templates.isPending) {
    return (
      <>
        {header}
        <PageLoader label={reachLabels.loading} />
      </>
    );
  }
  if (templates.isError) {
    return (
      <>
        {header}
        <Alert color="red" variant="light" role="alert">
          {errorMessage(templates.error)}
        </Alert>
      </>
    );
  }
  const { office } = templates.data;
  return (
    <>
      {header}
      <Tabs
        value={language}
        onChange={(value) => value && setLanguage(value as MemberLanguage)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {MEMBER_LANGUAGES.map((l) => (
            <Tabs.Tab key={l} value={l}>
              {reachLabels.languageOptions[l]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MEMBER_LANGUAGES.map((l) => (
          <Tabs.Panel key={l} value={l}>
            <Stack gap="md">
              {MEMBER_MESSAGE_KINDS.map((kind) => (
                <TemplateCard
                  key={kind}
                  templates={templates.data.templates.filter((t) => t.kind === kind && t.language === l)}
                  office={office}
                  onEdit={setEditing}
                />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <TemplateEditorModal template={editing} office={office} onClose={() => setEditing(null)} />
    </>
  );
}
