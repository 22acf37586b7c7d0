/**
 * The acknowledgment receipt's texts (DECISIONS 52). Beside the catalogue (messages.ts), not in it,
 * so the pages that never show them carry none of them (the log-in page has a byte budget); the
 * catalogue's check (message-catalogue.ts) knows them too.
 */
export const receiptMessages = {
  receiptTitle: 'ACKNOWLEDGMENT RECEIPT',
  receiptReprint: 'REPRINT',
  receiptVoid: 'VOID',
  receiptClaimNotFound:
    'Claim not found. A receipt can be printed only for a recorded claim; it may have been removed with its member.',
  receiptAcknowledgment: (program: string) =>
    `I acknowledge receipt of the amount above as health assistance from the ${program} for the service named.`,
  receiptVoidNotice: (when: string, who: string, reason: string) =>
    `This claim was voided on ${when} by ${who}. Reason: ${reason}`,
  receiptReprintNotice: (issuedOn: string) => `Reprint of the receipt first issued on ${issuedOn}.`,
  receiptRecordedBy: (name: string) => `Claim recorded by ${name}.`,
  receiptPrintedBy: (when: string, name: string) => `Printed ${when} by ${name}.`,
  receiptFormerAdmin: 'a former administrator',
  receiptRemaining: (service: string, window: string) => `Remaining for ${service}, ${window}`,
  /** The window of the remaining figure of a service counted per membership year: its calendar years. */
  receiptMembershipYear: (fromYear: string, toYear: string) => `membership year ${fromYear} - ${toYear}`,
  receiptClaimantSignature: 'Signature of member or claimant over printed name',
  receiptReleasedBy: 'Released by',
  receiptPreparing: 'Preparing the receipt…',
  receiptPageHelp:
    'The receipt fills the top half of an A4 sheet. Print it, have the member or claimant sign it, and keep the signed copy with the claim.',
  receiptPrintHint:
    'In the print dialog choose A4 paper, portrait, scale 100% (“Actual size”); cut along the dashed line.',
  receiptOpen: 'Print receipt',
  receiptOpensNewTab: '(opens in a new tab)',
  // The receipt page's and the sheet's labels (issue 26: every text in a catalogue).
  receiptPageTitle: 'Acknowledgment receipt',
  receiptBackToProfile: 'Back to profile',
  receiptMembersLink: 'Registered Members',
  receiptPrint: 'Print',
  receiptNotFoundHint: 'Open the member’s profile and choose the claim in the service history.',
  receiptPhone: (phone: string) => ` · Tel. ${phone}`,
  receiptNumber: 'No.',
  receiptDate: 'Date',
  receiptMember: 'Member',
  receiptReference: 'Reference No.',
  receiptBeneficiary: 'Beneficiary',
  receiptService: 'Service',
  receiptInstitution: 'Institution',
  receiptServiceDate: 'Service date',
  receiptAmountReceived: 'Amount received',
  receiptOutOf: 'of',
  receiptCategories: { outpatient: 'Outpatient', inpatient: 'Inpatient' },
};
