/**
 * The Settings page's and the first-run setup's own texts (issue 26): office details, public address,
 * the setup banner. The server's answers and the office fields' labels are in settings-messages.ts;
 * settings-text-fil.ts holds the Filipino of the same keys. Nested groups, `{{name}}` placeholders,
 * `_one` / `_other` plurals.
 */
export const settingsText = {
  page: {
    title: 'Settings',
    description:
      'The office named on receipts, the address QR codes lead to and the service limits of the program. Every change is kept in the Activity Log.',
  },
  office: {
    title: 'Office details',
    description: 'Printed at the top of every acknowledgment receipt.',
    loading: 'Loading the office details',
    loadFailed: 'The office details could not be loaded.',
    saved: 'Saved {{when}}.',
    notSaved: 'Not saved yet',
    fromEnvironment:
      'Shown from the server’s settings (OFFICE_NAME, OFFICE_ADDRESS, OFFICE_PHONE) until you save.',
    save: 'Save office details',
    phoneOptional: 'Optional. Two numbers may be separated by /.',
    characters: '{{length}} of {{max}} characters',
  },
  address: {
    title: 'Public address',
    description: 'Where members’ QR codes and the links in mails lead.',
    loading: 'Loading the public address',
    loadFailed: 'The public address could not be loaded.',
    confirmed: 'Confirmed',
    notConfirmed: 'Not confirmed',
    sourceEnvironment: 'Set by PUBLIC_URL on the server: change it there and restart the portal.',
    sourceSaved: 'Confirmed by a head admin.',
    sourceFallback: 'Not confirmed: the portal’s own default. Confirm the address members’ phones can open.',
    change: 'Change the address',
    confirm: 'Confirm the address',
  },
  setup: {
    title: 'Set up the portal',
    description:
      'Once, before the first QR codes and receipts: the office they name and the address members’ QR codes lead to.',
    loading: 'Loading the settings…',
    loadFailed: 'The settings could not be loaded.',
    done: 'The portal is set up.',
    addressDescription:
      'The address members’ QR codes and the links in mails lead to: how other computers and phones reach this portal.',
    addressFixed: '{{address}} — set by PUBLIC_URL on the server.',
    addressLabel: 'Public address',
    addressHint:
      "Filled in with the address this browser used. Use the server's network address (such as http://192.168.1.20:3000) or its https name, not localhost.",
    localOnly:
      'This address works only on the server’s own computer: QR codes printed with it will not open on members’ phones. Open the portal from another computer by the server’s network address and set it up from there, or type that address here.',
    check: 'Check the address',
    checking: 'Checking {{address}}…',
    checkOk: '{{address}} answers: this is the portal.',
    checkFailed:
      '{{address}} did not answer from this browser. Check the address, the port and the server’s firewall.',
    finish: 'Confirm and finish',
  },
  notice: {
    title: 'The portal’s public address is not confirmed',
    body: 'QR codes and links in mails point to {{address}}.',
    bodyLocalOnly:
      'QR codes and links in mails point to {{address}}, which only this server’s own computer can open.',
    confirm: 'Confirm the address',
  },
} as const;
