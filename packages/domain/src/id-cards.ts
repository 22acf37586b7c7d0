/**
 * Member ID cards in batch (issue 24 item 4): which documents a card lacks, and how cards are laid
 * out on A4 sheets. A sheet holds 8 CR80 cards (2 columns × 4 rows) and is printed on both sides:
 * the fronts on one page, the backs on the next, each back behind its own front when the printer
 * turns the sheet on its long edge (so a row's two columns trade places).
 */

/** Cards on one A4 sheet: 2 columns × 4 rows of 85.60 × 53.98 mm. */
export const ID_CARD_COLUMNS = 2;
export const ID_CARD_ROWS = 4;
export const ID_CARDS_PER_SHEET = ID_CARD_COLUMNS * ID_CARD_ROWS;

/** The most cards one request answers (and one print holds): 25 sheets. */
export const ID_CARDS_PER_REQUEST = 200;

/** What a card prints besides the member's facts, in the order the warning names them. */
export const ID_CARD_DOCUMENTS = ['idPicture', 'signature', 'qrCode'] as const;
export type IdCardDocument = (typeof ID_CARD_DOCUMENTS)[number];

export const ID_CARD_DOCUMENT_LABELS: Record<IdCardDocument, string> = {
  idPicture: 'photo',
  signature: 'signature',
  qrCode: 'QR code',
};

/** The documents a card would print without (an imported member has none until Update Member). */
export function missingCardDocuments(images: Record<IdCardDocument, string | null>): IdCardDocument[] {
  return ID_CARD_DOCUMENTS.filter((document) => !images[document]);
}

/** 'photo', 'photo and signature', 'photo, signature and QR code'. */
export function cardDocumentList(documents: readonly IdCardDocument[]): string {
  const labels = documents.map((document) => ID_CARD_DOCUMENT_LABELS[document]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** A card's place on its sheet, 0-based: the front's, and the back's on the reverse page. */
export interface IdCardSlot {
  sheet: number;
  row: number;
  frontColumn: number;
  backColumn: number;
}

export function idCardSlot(index: number): IdCardSlot {
  const onSheet = index % ID_CARDS_PER_SHEET;
  const frontColumn = onSheet % ID_CARD_COLUMNS;
  return {
    sheet: Math.floor(index / ID_CARDS_PER_SHEET),
    row: Math.floor(onSheet / ID_CARD_COLUMNS),
    frontColumn,
    backColumn: ID_CARD_COLUMNS - 1 - frontColumn,
  };
}

/** The cards in sheets of 8, in order. */
export function idCardSheets<T>(cards: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < cards.length; start += ID_CARDS_PER_SHEET) {
    sheets.push(cards.slice(start, start + ID_CARDS_PER_SHEET));
  }
  return sheets;
}
