/**
 * Message templates (issue 25 item 5): head admins save each kind × channel × language over the
 * domain's default. A save is checked as the domain says (known placeholders; an SMS in GSM-7 and at
 * most 2 parts with the sample values and the office in force), written with one activity entry.
 */
import {
  adminFullName,
  checkMessageTemplate,
  type MessageTemplateParams,
  type MessageTemplateSave,
  type MessageTemplates,
  type MessageTemplateView,
  sampleMessageValues,
} from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { type TemplateInForce, templatesInForce } from '../../core/message-templates.ts';
import { currentOffice } from '../../core/settings.ts';
import { admins, messageTemplates } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

async function views(deps: Deps, templates: TemplateInForce[]): Promise<MessageTemplateView[]> {
  const adminIds = [...new Set(templates.flatMap((t) => (t.saved?.updatedBy ? [t.saved.updatedBy] : [])))];
  const names = new Map(
    adminIds.length === 0
      ? []
      : (
          await deps.db
            .select({ id: admins.userId, firstName: admins.firstName, lastName: admins.lastName })
            .from(admins)
            .where(inArray(admins.userId, adminIds))
        ).map((a) => [a.id, adminFullName(a)]),
  );
  return templates.map((t) => ({
    kind: t.kind,
    channel: t.channel,
    language: t.language,
    subject: t.subject,
    body: t.body,
    edited: t.saved !== null,
    updatedAt: t.saved ? t.saved.updatedAt.toISOString() : null,
    updatedByName: t.saved?.updatedBy ? (names.get(t.saved.updatedBy) ?? '') : null,
  }));
}

/** Every template in force and the office its placeholders name. */
export async function listTemplates(deps: Deps): Promise<MessageTemplates> {
  const office = await currentOffice(deps);
  return {
    templates: await views(deps, await templatesInForce(deps.db)),
    office: { name: office.name, phone: office.phone ?? '', address: office.address },
  };
}

/** Saves one template (refused with the domain's message) and writes one activity entry. */
export async function saveTemplate(
  deps: Deps,
  admin: SignedInAdmin,
  params: MessageTemplateParams,
  input: MessageTemplateSave,
): Promise<MessageTemplateView> {
  const office = await currentOffice(deps);
  const template = {
    subject: params.channel === 'email' ? (input.subject?.trim() ?? '') : null,
    body: input.body.trim(),
  };
  const check = checkMessageTemplate(params.channel, template, sampleMessageValues(params.language, office));
  if (!check.ok) throw refused(check);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(messageTemplates)
      .values({ ...params, ...template, updatedAt: now, updatedBy: admin.userId })
      .onConflictDoUpdate({
        target: [messageTemplates.kind, messageTemplates.channel, messageTemplates.language],
        set: {
          subject: sql`excluded.subject`,
          body: sql`excluded.body`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
    await recordActivity(tx, admin, 'message_template.saved', params);
  });
  const [view] = await views(deps, [
    { ...params, ...template, saved: { updatedAt: now, updatedBy: admin.userId } },
  ]);
  return view!;
}
