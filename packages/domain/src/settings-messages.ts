/**
 * The Settings page's texts (DECISIONS 53–54). Beside the catalogue (messages.ts), not in it, so the
 * pages that never show them carry none of them (the log-in page has a byte budget); the catalogue's
 * check (message-catalogue.ts) knows them too.
 */
export const settingsMessages = {
  settingsHeadAdminOnly: 'Only a Head Administrator can change the settings.',
  officeNameLabel: 'Office name',
  officeAddressLabel: 'Office address',
  officePhoneLabel: 'Contact number',
  officePhoneInvalid:
    'Enter a contact number of digits, spaces, +, parentheses or dashes (at least 7 digits); separate two numbers with /.',
  officeDetailsSaved: 'Office details saved.',
  officeDetailsUnchanged: 'Nothing changed: the office details are as saved.',
  officeDetailsActivity: (changes: string) => `Changed the office details: ${changes}`,
  publicAddressInvalid:
    'Enter the address as the browser shows it, such as http://192.168.1.20:3000 or https://portal.example.gov.ph (no path).',
  publicAddressConfirmed: 'Public address confirmed.',
  publicAddressActivity: (address: string) => `Confirmed the public address ${address}`,
  publicAddressSetByEnvironment:
    'The public address is set by PUBLIC_URL on the server; change it there and restart the portal.',
};
