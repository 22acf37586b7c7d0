/**
 * Filipino of backup-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { backupMessages } from '../backup-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const backupMessagesFil: CatalogueOf<typeof backupMessages> = {
  backupsHeadAdminOnly: 'Ang Punong Administrator lamang ang makakakita at makapagpapatakbo ng mga backup.',
  backupAlreadyRunning: 'May tumatakbong backup ngayon; hintaying matapos ito.',
  backupStartedActivity: 'Nagsimula ng backup ng database at ng mga nakatagong file',
  backupFailedTitle: 'Pumalya ang backup',
  backupFailed: 'Hindi mapatunayan ang backup: {{0}}',
  backupStaleTitle: 'Walang bagong backup',
  backupStale: 'Higit 36 na oras na ang huling napatunayang backup.',
  backupNoneYet: 'Wala pang napatunayang backup.',
  backupCountsDiffer: 'iba ang mga naibalik na row sa nasa database para sa {{0}}',
  backupFileDiffers: 'iba ang {{0}} sa manifest nito',
  backupFilesMissing: 'mga nakatagong file na wala sa zip: {{0}}',
  backupStorageFailed: 'hindi maisulat ang backup: {{0}}',
};
