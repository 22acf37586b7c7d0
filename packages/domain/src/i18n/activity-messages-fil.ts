/**
 * Filipino of activity-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position. The stored entries stay English; these
 * are what the pages show.
 */
import type { ACTIVITY_ACTION_LABELS } from '../activity.ts';
import type { activityMessages } from '../activity-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const activityMessagesFil: CatalogueOf<typeof activityMessages> = {
  memberRegisteredActivity: 'Nirehistro ang bagong miyembrong {{0}}',
  memberUpdatedActivity: 'Binago ang profile ni {{0}}',
  memberArchivedActivity: 'In-archive ang miyembrong {{0}}',
  memberRestoredActivity: 'Ibinalik ang miyembrong {{0}}',
  beneficiaryAddedActivity: 'Idinagdag ang benepisyaryong {{0}} kay {{1}}',
  beneficiaryRemovedActivity: 'Inalis ang benepisyaryong {{0}} kay {{1}}',
  renewedActivity: 'Ni-renew ang membership ni {{0}} hanggang {{1}}',
  claimActivity: 'Nag-claim ng {{0}} ({{1}}) para kay {{2}}',
  limitChangedActivity: 'Binago ang limit ng {{0}} mula {{1}} tungong {{2}}',
  importedActivity: 'Nag-import ng {{0}} miyembro mula sa {{1}}',
  importUndoneActivity: 'Binawi ang import ng {{1}} ({{0}} miyembro ang inalis)',
  personalDataRemovedActivity: 'Inalis ang personal na datos ng {{0}} ayon sa tuntuning {{1}} na pagtatago',
};

/** How the filter and each entry's badge name an action (activity.ts' ACTIVITY_ACTION_LABELS). */
export const activityActionLabelsFil: CatalogueOf<typeof ACTIVITY_ACTION_LABELS> = {
  'member.registered': 'Nirehistro ang miyembro',
  'member.updated': 'Binago ang miyembro',
  'member.archived': 'In-archive ang miyembro',
  'member.restored': 'Ibinalik ang miyembro',
  'member.data_report': 'Ginawa ang ulat ng datos ng miyembro',
  'member.renewed': 'Ni-renew ang membership',
  'members.imported': 'Nag-import ng mga miyembro',
  'members.import_undone': 'Binawi ang import',
  'members.images_uploaded': 'Nag-upload ng mga larawan',
  'beneficiary.added': 'Idinagdag ang benepisyaryo',
  'beneficiary.removed': 'Inalis ang benepisyaryo',
  'claim.created': 'Naitala ang claim',
  'claim.voided': 'Pinawalang-bisa ang claim',
  'receipt.printed': 'Nai-print ang resibo',
  'service_limit.updated': 'Binago ang limit ng serbisyo',
  'settings.office_updated': 'Binago ang detalye ng opisina',
  'settings.public_address_confirmed': 'Kinumpirma ang public address',
  'admin.registered': 'Nagparehistro ang administrator',
  'admin.signed_in': 'Nag-log in',
  'admin.signed_out': 'Nag-log out',
  'admin.approved': 'Inaprubahan ang administrator',
  'admin.rejected': 'Tinanggihan ang administrator',
  'admin.deactivated': 'Dineactivate ang administrator',
  'admin.reactivated': 'Muling inactivate ang administrator',
  'account.password_reset': 'Ni-reset ang password',
  'account.profile_updated': 'Binago ang sariling profile',
  'account.password_changed': 'Pinalitan ang password',
  'account.session_ended': 'Tinapos ang session',
  'account.other_sessions_ended': 'Tinapos ang ibang session',
  'admin.sessions_ended': 'Na-log out ang administrator sa lahat ng device',
  'account.second_step_enrolled': 'Binuksan ang two-step sign-in',
  'account.second_step_turned_off': 'Pinatay ang two-step sign-in',
  'admin.second_step_reset': 'Ni-reset ang two-step sign-in',
  'admin.second_step_requirement_changed': 'Binago ang pag-aatas ng two-step sign-in',
  'activity_log.purged': 'Binura ang mga lumang entry',
  'access_log.purged': 'Binura ang mga lumang entry ng talaan ng pag-access',
  'database.exported': 'Na-export ang database',
  'storage.exported': 'Na-export ang mga nakatagong file',
  'backup.started': 'Nagpatakbo ng backup',
  'message_template.saved': 'Na-save ang template ng mensahe',
  'message.retried': 'Ipinadala muli ang mensahe',
  'message.cancelled': 'Kinansela ang mensahe',
  'members.personal_data_removed': 'Inalis ang personal na datos (pagtatago ng rekord)',
};
