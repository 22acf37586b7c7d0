/**
 * Filipino of settings-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { settingsMessages } from '../settings-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const settingsMessagesFil: CatalogueOf<typeof settingsMessages> = {
  settingsHeadAdminOnly: 'Punong Administrator lamang ang maaaring magbago ng settings.',
  officeNameLabel: 'Pangalan ng opisina',
  officeAddressLabel: 'Tirahan ng opisina',
  officePhoneLabel: 'Numero ng telepono',
  officePhoneInvalid:
    'Maglagay ng numero ng telepono na may mga digit, espasyo, +, panaklong o gitling (hindi bababa sa 7 digit); paghiwalayin ang dalawang numero ng /.',
  officeDetailsSaved: 'Na-save ang mga detalye ng opisina.',
  officeDetailsUnchanged: 'Walang nagbago: ang mga detalye ng opisina ay gaya ng naka-save.',
  officeDetailsActivity: 'Binago ang mga detalye ng opisina: {{0}}',
  publicAddressInvalid:
    'Ilagay ang address gaya ng ipinapakita ng browser, tulad ng http://192.168.1.20:3000 o https://portal.example.gov.ph (walang path).',
  publicAddressConfirmed: 'Nakumpirma ang public address.',
  publicAddressActivity: 'Kinumpirma ang public address na {{0}}',
  publicAddressSetByEnvironment:
    'Ang public address ay itinakda ng PUBLIC_URL sa server; baguhin ito roon at i-restart ang portal.',
};
