/**
 * The ID cards' texts (issue 24 item 4). Beside the catalogue (messages.ts), not in it, so the pages
 * that never show them carry none of them (the log-in page has a byte budget). Only the refusals the
 * API answers with are known to the catalogue's check (message-catalogue.ts); the pages' own texts
 * stay out of it so the log-in page does not carry them either.
 */
export const idCardRefusals = {
  idCardsChooseOne:
    'Choose which ID cards to print: selected members, an import batch or a barangay (one of them).',
  idCardsTooMany: (limit: string, selected: string) =>
    `At most ${limit} ID cards can be printed at once; ${selected} were selected. Select fewer members.`,
};

export const idCardMessages = {
  /** The single card's warning; `documents` reads like 'photo and QR code'. */
  missingDocuments: (documents: string, count: number) =>
    `This card has no ${documents} yet: it prints with ${count === 1 ? 'an empty space' : 'empty spaces'} instead. Add ${count === 1 ? 'it' : 'them'} with Update Member, then print.`,
  printWithoutTitle: 'Print without the missing documents?',
  printWithout: (documents: string) => `The card will print without its ${documents}.`,
  batchMissing: (count: number) =>
    count === 1
      ? '1 card has missing documents and prints with empty spaces:'
      : `${count} cards have missing documents and print with empty spaces:`,
  batchPrintWithout: (count: number) =>
    count === 1
      ? '1 card will print with missing documents (listed above the sheets).'
      : `${count} cards will print with missing documents (listed above the sheets).`,
  batchPrintHint:
    'Print double-sided on A4, flipping on the long edge, at scale 100% (“Actual size”): each sheet’s fronts are on one page and their backs on the next. Cut along the marks at the card corners.',
  batchChoose:
    'Select members on Registered Members (table view), print an import batch from Import Members, or choose a barangay here.',
  batchEmpty: 'No members to print: the selection holds no registered (not archived) member.',
};
