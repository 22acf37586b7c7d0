/**
 * Everything Filipino the web app needs, in one chunk of its own: loaded (dynamic import) only once
 * Filipino is chosen, so an English page carries none of it (the login page's 120 KB budget).
 */
export {
  adminsTextFil,
  adminTextFil,
  backupMessagesFil,
  catalogueTextIn,
  dashboardTextFil,
  frameTextFil,
  idCardMessagesFil,
  idCardRefusalsFil,
  membersTextFil,
  messagesFil,
  notificationsTextFil,
  outageMessagesFil,
  profileTextFil,
  publicTextFil,
  reachLabelsFil,
  reachMessagesFil,
  retentionMessagesFil,
  secondStepMessagesFil,
  sessionMessagesFil,
  settingsMessagesFil,
  settingsTextFil,
} from '@portal/domain';
