import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCardRefusals } from '../src/id-card-messages.ts';
import {
  cardDocumentList,
  ID_CARDS_PER_SHEET,
  idCardSheets,
  idCardSlot,
  missingCardDocuments,
} from '../src/id-cards.ts';
import { isCatalogueMessage } from '../src/message-catalogue.ts';

describe('ID cards: missing documents', () => {
  it('names nothing when the photo, signature and QR code are all there', () => {
    expect(missingCardDocuments({ idPicture: '/a', signature: '/b', qrCode: '/c' })).toEqual([]);
  });

  it('names what an imported member lacks, in the order photo, signature, QR code', () => {
    expect(missingCardDocuments({ idPicture: null, signature: null, qrCode: null })).toEqual([
      'idPicture',
      'signature',
      'qrCode',
    ]);
    expect(missingCardDocuments({ idPicture: '/a', signature: null, qrCode: null })).toEqual([
      'signature',
      'qrCode',
    ]);
  });

  it('lists them the way a sentence reads', () => {
    expect(cardDocumentList(['idPicture'])).toBe('photo');
    expect(cardDocumentList(['idPicture', 'qrCode'])).toBe('photo and QR code');
    expect(cardDocumentList(['idPicture', 'signature', 'qrCode'])).toBe('photo, signature and QR code');
  });
});

describe('ID cards: 8 to an A4 sheet, backs on the reverse', () => {
  it('puts 8 cards on a sheet, 2 columns by 4 rows', () => {
    expect(ID_CARDS_PER_SHEET).toBe(8);
    expect(idCardSlot(0)).toEqual({ sheet: 0, row: 0, frontColumn: 0, backColumn: 1 });
    expect(idCardSlot(1)).toEqual({ sheet: 0, row: 0, frontColumn: 1, backColumn: 0 });
    expect(idCardSlot(7)).toEqual({ sheet: 0, row: 3, frontColumn: 1, backColumn: 0 });
    expect(idCardSlot(8)).toEqual({ sheet: 1, row: 0, frontColumn: 0, backColumn: 1 });
  });

  it('gives every card of a sheet its own place, its back behind its front when turned on the long edge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (sheet) => {
        const slots = Array.from({ length: 8 }, (_, i) => idCardSlot(sheet * 8 + i));
        expect(new Set(slots.map((s) => `${s.row}:${s.frontColumn}`)).size).toBe(8);
        expect(new Set(slots.map((s) => `${s.row}:${s.backColumn}`)).size).toBe(8);
        for (const slot of slots) {
          expect(slot.sheet).toBe(sheet);
          // Turned over on the long (vertical) edge, column 0 of the back lies behind column 1 of the front.
          expect(slot.backColumn).toBe(1 - slot.frontColumn);
        }
      }),
    );
  });

  it('splits the cards into sheets of 8, the last one partly filled', () => {
    const cards = Array.from({ length: 19 }, (_, i) => i);
    expect(idCardSheets(cards).map((sheet) => sheet.length)).toEqual([8, 8, 3]);
    expect(idCardSheets([])).toEqual([]);
    expect(idCardSheets(cards).flat()).toEqual(cards);
  });
});

describe('ID cards: refusals', () => {
  it('are catalogue messages, so the API shows them as they are', () => {
    expect(isCatalogueMessage(idCardRefusals.idCardsChooseOne)).toBe(true);
    expect(isCatalogueMessage(idCardRefusals.idCardsTooMany('200', '201'))).toBe(true);
  });
});
