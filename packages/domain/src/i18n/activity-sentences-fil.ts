/**
 * The activity log's sentences in Filipino (issue 26), made from an entry's action and details the
 * way activity.ts makes the English ones, who first. The stored entry stays English (its description
 * and the CSV); this is what the page shows. Every action has its sentence here; an action this
 * version does not know, or details written by an older version, read as the English sentence.
 */
import {
  type ActivityAction,
  type ActivityDetailsOf,
  type ActivityMember,
  activitySentence,
  isActivityAction,
  type OfficeDetailChange,
  UNNAMED_ADMIN,
} from '../activity.ts';
import { formatPesos } from '../money.ts';
import { exportTextFil } from './export-text-fil.ts';
import type { Language } from './language.ts';
import { messageChannelLabelsFil, messageKindLabelsFil } from './message-list-messages-fil.ts';
import { reachLabelsFil } from './reach-messages-fil.ts';
import { settingsMessagesFil } from './settings-messages-fil.ts';
import { formatNumber } from './translator.ts';

const n = (value: number) => formatNumber('fil', value);
const peso = formatPesos;
const ofMember = (d: ActivityMember) => `${d.memberName} (${d.memberRef})`;
const tableName = (name: string) =>
  (exportTextFil.tables.names as Readonly<Record<string, string>>)[name] ?? name;
const PERIODS: Readonly<Record<string, string>> = exportTextFil.filter;
const periodOf = (d: { filterType: string; filterValue: string | null }) =>
  d.filterType === 'all'
    ? 'lahat'
    : `${(PERIODS[d.filterType] ?? d.filterType).toLowerCase()} ${d.filterValue ?? ''}`.trim();
const cutOff = (d: { completed: boolean }) => (d.completed ? '' : ', naputol');
type MessageDetails = ActivityDetailsOf['message.retried'];
const messageWords = (d: MessageDetails) => {
  const kind = (messageKindLabelsFil as Readonly<Record<string, string>>)[d.kind] ?? d.kind;
  const channel = messageChannelLabelsFil[d.channel] ?? d.channel;
  const member = 'memberRef' in d ? ` (${d.memberRef})` : '';
  return `${channel} na '${kind}' para kay ${d.recipient}${member}`;
};

const OFFICE_FIELDS: Readonly<Record<OfficeDetailChange['field'], string>> = {
  name: settingsMessagesFil.officeNameLabel,
  address: settingsMessagesFil.officeAddressLabel,
  phone: settingsMessagesFil.officePhoneLabel,
};
const officeChanges = (changes: OfficeDetailChange[]) =>
  changes
    .map((c) => `${OFFICE_FIELDS[c.field]} mula '${c.from || '(wala)'}' tungong '${c.to || '(wala)'}'`)
    .join('; ');
type TemplateDetails = ActivityDetailsOf['message_template.saved'];
const templateWords = (d: TemplateDetails) => {
  const kind = (reachLabelsFil.kinds as Readonly<Record<string, string>>)[d.kind] ?? d.kind;
  return `${reachLabelsFil.channels[d.channel]} template na '${kind}' sa ${reachLabelsFil.languageOptions[d.language]}`;
};

/** Every action the portal records has its Filipino sentence (the type checker refuses a missing one). */
type Sentences = { [A in ActivityAction]: (who: string, d: ActivityDetailsOf[A]) => string };

const sentences: Sentences = {
  'member.registered': (who, d) => `Nirehistro ni ${who} ang miyembrong ${ofMember(d)}`,
  'member.updated': (who, d) => `Binago ni ${who} ang profile ni ${ofMember(d)}`,
  'member.archived': (who, d) => `In-archive ni ${who} ang miyembrong ${ofMember(d)}`,
  'member.restored': (who, d) => `Ibinalik ni ${who} ang miyembrong ${ofMember(d)}`,
  'member.data_report': (who, d) => `Ginawa ni ${who} ang ulat ng datos ni ${ofMember(d)}`,
  'member.renewed': (who, d) => `Ni-renew ni ${who} ang membership ni ${ofMember(d)} hanggang ${d.newExpiry}`,
  'members.imported': (who, d) =>
    `Nag-import si ${who} ng ${n(d.members)} miyembro mula sa ${d.fileName} (${n(d.refused)} row ang tinanggihan)`,
  'members.import_undone': (who, d) =>
    `Binawi ni ${who} ang import ng ${d.fileName}: ${n(d.members)} miyembro ang inalis`,
  'members.images_uploaded': (who, d) =>
    `Nag-save si ${who} ng ${n(d.images)} ID picture at e-signature para sa ${n(d.members)} miyembro (bulk upload, ${n(d.unmatched)} file ang hindi isinama)`,
  'beneficiary.added': (who, d) =>
    `Idinagdag ni ${who} ang benepisyaryong ${d.beneficiaryName} kay ${ofMember(d)}`,
  'beneficiary.removed': (who, d) =>
    `Inalis ni ${who} ang benepisyaryong ${d.beneficiaryName} kay ${ofMember(d)}`,
  'claim.created': (who, d) =>
    `Nagtala si ${who} ng claim na ${peso(d.amountCentavos)} para sa ${d.serviceType} ni ${d.memberRef}${d.correctsClaimId ? ' (pagtatama)' : ''}`,
  'claim.voided': (who, d) =>
    `Pinawalang-bisa ni ${who} ang claim na ${peso(d.amountCentavos)} para sa ${d.serviceType} ni ${d.memberRef}: ${d.reason}`,
  'receipt.printed': (who, d) =>
    `${d.reprint ? 'Muling nag-print' : 'Nag-print'} si ${who} ng resibo ${d.receiptNumber} para kay ${d.memberRef}`,
  'service_limit.updated': (who, d) =>
    `Binago ni ${who} ang limit ng ${d.serviceType} mula ${peso(d.oldMaxCentavos)} tungong ${peso(d.newMaxCentavos)}`,
  'settings.office_updated': (who, d) =>
    `Binago ni ${who} ang mga detalye ng opisina: ${officeChanges(d.changes)}`,
  'settings.public_address_confirmed': (who, d) =>
    `Kinumpirma ni ${who} ang public address na ${d.address}${d.previous ? ` (dati: ${d.previous})` : ''}`,
  'admin.registered': (who, d) => `Nagparehistro si ${who} bilang administrator (${d.email})`,
  'admin.signed_in': (who) => `Nag-log in si ${who}`,
  'admin.signed_out': (who) => `Nag-log out si ${who}`,
  'admin.approved': (who, d) => `Inaprubahan ni ${who} ang administrator na si ${d.adminName}`,
  'admin.rejected': (who, d) => `Tinanggihan ni ${who} ang administrator na si ${d.adminName}`,
  'admin.deactivated': (who, d) => `Dineactivate ni ${who} ang administrator na si ${d.adminName}`,
  'admin.reactivated': (who, d) => `Muling inactivate ni ${who} ang administrator na si ${d.adminName}`,
  'account.password_reset': (who) => `Ni-reset ni ${who} ang kanyang password`,
  'account.profile_updated': (who) => `Binago ni ${who} ang sarili niyang profile`,
  'account.password_changed': (who) => `Pinalitan ni ${who} ang kanyang password`,
  'account.session_ended': (who, d) =>
    `Tinapos ni ${who} ang isa sa kanyang mga session (${d.browser}${d.ipAddress ? `, ${d.ipAddress}` : ''})`,
  'account.other_sessions_ended': (who, d) =>
    `Tinapos ni ${who} ang iba niyang session (${n(d.sessions)} session)`,
  'admin.sessions_ended': (who, d) =>
    `Tinapos ni ${who} ang bawat session ng administrator na si ${d.adminName} (${n(d.sessions)} session)`,
  'account.second_step_enrolled': (who) => `Binuksan ni ${who} ang two-step sign-in`,
  'account.second_step_turned_off': (who) => `Pinatay ni ${who} ang two-step sign-in`,
  'admin.second_step_reset': (who, d) =>
    `Ni-reset ni ${who} ang two-step sign-in ng administrator na si ${d.adminName}`,
  'admin.second_step_requirement_changed': (who, d) =>
    d.required
      ? `Inatasan ni ${who} ang bawat administrator na gumamit ng two-step sign-in`
      : `Hindi na inaatasan ni ${who} ang bawat administrator na gumamit ng two-step sign-in`,
  'activity_log.purged': (who, d) =>
    `Binura ni ${who} ang ${n(d.deleted)} entry ng talaan ng gawain na mas luma sa ${d.olderThan} (12 buwang pagtatago)`,
  'access_log.purged': (who, d) =>
    `Binura ni ${who} ang ${n(d.deleted)} entry ng talaan ng pag-access na mas luma sa ${d.olderThan} (12 buwang pagtatago)`,
  'database.exported': (who, d) =>
    `Nag-export si ${who} ng ${n(Object.values(d.rows).reduce((a, b) => a + b, 0))} row ng ${d.tables.map(tableName).join(', ')} (${periodOf(d)})${cutOff(d)}`,
  'storage.exported': (who, d) =>
    `Nag-export si ${who} ng ${n(d.files)} nakatagong file (${periodOf(d)})${cutOff(d)}`,
  'backup.started': (who) => `Nagsimula si ${who} ng backup ng database at ng mga nakatagong file`,
  'message_template.saved': (who, d) => `Nag-save si ${who} ng ${templateWords(d)}`,
  'message.retried': (who, d) => `Muling ipinila ni ${who} ang ${messageWords(d)}`,
  'message.cancelled': (who, d) => `Kinansela ni ${who} ang ${messageWords(d)}`,
  'members.personal_data_removed': (who, d) =>
    `Inalis ni ${who} ang personal na datos ng ${n(d.members)} miyembro ayon sa ${n(d.years)} taong tuntunin ng pagtatago`,
};

/**
 * Who did it when no administrator did (the portal's own jobs), one since removed, or one left unnamed
 * (the member data report): 'ni …' and 'si …' become these.
 */
const ACTORS = {
  portal: { mark: '\u0001', ni: 'ng portal', si: 'ang portal' },
  removed: {
    mark: '\u0002',
    ni: 'ng isang inalis na administrator',
    si: 'ang isang inalis na administrator',
  },
  unnamed: { mark: '\u0003', ni: 'ng isang administrator', si: 'ang isang administrator' },
} as const;

/** The English actor the server gives for an administrator since removed. */
const REMOVED_ADMIN = 'A removed administrator';

const actorOf = (who: string | null) =>
  who === null
    ? ACTORS.portal
    : who === REMOVED_ADMIN
      ? ACTORS.removed
      : who === UNNAMED_ADMIN
        ? ACTORS.unnamed
        : null;

/**
 * An entry in plain words in `language`, who first (activity.ts' `activitySentence` for English).
 * `who` is null for the portal's own jobs.
 */
export function activitySentenceIn(
  language: Language,
  who: string | null,
  action: string,
  details: Record<string, unknown>,
): string {
  if (language === 'fil' && isActivityAction(action)) {
    const sentence = sentences[action] as ((w: string, d: unknown) => string) | undefined;
    const actor = actorOf(who);
    if (sentence) {
      try {
        let text = sentence(actor ? actor.mark : (who as string), details);
        if (actor)
          text = text.replaceAll(`ni ${actor.mark}`, actor.ni).replaceAll(`si ${actor.mark}`, actor.si);
        return text;
      } catch {
        // Details written by an older version: the English sentence's own fallback.
      }
    }
  }
  return activitySentence(who, action, details);
}
