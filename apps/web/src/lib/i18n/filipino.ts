/**
 * Everything Filipino the web app needs, in one chunk of its own: loaded (dynamic import) only once
 * Filipino is chosen, so an English page carries none of it (the login page's 120 KB budget).
 */
export {
  adminTextFil,
  catalogueTextIn,
  idCardMessagesFil,
  idCardRefusalsFil,
  membersTextFil,
  messagesFil,
  publicTextFil,
  reachLabelsFil,
  reachMessagesFil,
  retentionMessagesFil,
} from '@portal/domain';
