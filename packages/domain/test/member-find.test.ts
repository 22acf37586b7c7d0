import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIND_QUERY_MAX_LENGTH,
  findNoMatchMessage,
  isFindQueryEmpty,
  parseFindQuery,
  SEARCH_WORDS_LIMIT,
  searchAlternatives,
  searchIdNumberKey,
  searchWords,
} from '../src/member-find.ts';
import { idNumberKey, qrPayloadJson, qrPayloadUrl } from '../src/members.ts';
import { messages } from '../src/messages.ts';

const ref = 'REF-20250105-093000-1234';

describe('a member search is words, in any order (issue 23)', () => {
  it('finds "Last, First" as it finds "First Last": commas separate words like spaces', () => {
    expect(searchWords('Mendoza, Juan')).toEqual(['mendoza', 'juan']);
    expect(searchWords('Juan Mendoza')).toEqual(['juan', 'mendoza']);
    expect(new Set(searchWords('Dela Cruz,Juan'))).toEqual(new Set(searchWords('juan dela cruz')));
  });

  it('ignores case, extra spaces and empty words', () => {
    expect(searchWords('  JUAN   ,, mendoza\t')).toEqual(['juan', 'mendoza']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' , ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('keeps a reference number or an ID number whole, as one word', () => {
    expect(searchWords(ref)).toEqual([ref.toLowerCase()]);
    expect(searchWords('ID-12 345')).toEqual(['id-12', '345']);
  });

  it(`uses at most ${SEARCH_WORDS_LIMIT} words`, () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_LIMIT);
  });

  it('never gives a word with white space or a comma in it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const word of searchWords(text)) expect(word).toMatch(/^[^\s,]+$/);
      }),
    );
  });
});

describe('an ID number is also searched by its key (DECISIONS 40)', () => {
  it('finds "ID-12 345" when "id12345" is typed, and the other way round', () => {
    expect(searchIdNumberKey('id12345')).toBe(idNumberKey('ID-12 345'));
    expect(searchIdNumberKey('ID-12 345')).toBe('id12345');
    expect(searchIdNumberKey('ＩＤ１２３')).toBe('id123');
  });

  it('is not used for names (no digit) nor for fewer than 3 characters', () => {
    expect(searchIdNumberKey('Juan Mendoza')).toBeNull();
    expect(searchIdNumberKey('1-2')).toBeNull();
    expect(searchIdNumberKey('')).toBeNull();
  });
});

describe('a members search, as the sets of words a member must hold', () => {
  /** Does `text` (a member's name, ID number and reference number) match the search, word by word? */
  const matches = (haystack: string, search: string) =>
    searchAlternatives(search).some((set) => set.every((word) => haystack.toLowerCase().includes(word)));

  it('looks for the words, in any order, and for a name nothing else', () => {
    expect(searchAlternatives('Mendoza, Juan')).toEqual([['mendoza', 'juan']]);
    expect(searchAlternatives('  ')).toEqual([]);
  });

  it('looks for an ID number typed with other separators by its key alone as well', () => {
    expect(searchAlternatives('ID 12345')).toEqual([['id', '12345'], ['id12345']]);
    expect(matches('Juan Cruz ID-12 345 id12345', 'ID 12345')).toBe(true);
  });

  it('looks for the key alone when a word holds it: "-0042" is every member with "0042"', () => {
    expect(searchAlternatives('-0042')).toEqual([['0042']]);
    expect(searchAlternatives('12345')).toEqual([['12345']]);
    expect(searchAlternatives('CAL-0042')).toEqual([['cal-0042'], ['cal0042']]);
  });

  it('finds the same members as the words or the key, for any text', () => {
    const haystack = fc.stringMatching(/^[a-z0-9 -]{0,24}$/);
    const search = fc.stringMatching(/^[a-zA-Z0-9 ,-]{0,12}$/);
    fc.assert(
      fc.property(haystack, search, (text, typed) => {
        const words = searchWords(typed);
        const key = searchIdNumberKey(typed);
        const plain =
          words.length > 0 && (words.every((w) => text.includes(w)) || (key !== null && text.includes(key)));
        expect(matches(text, typed)).toBe(plain);
      }),
    );
  });
});

describe('what the find box is asked (issue 23 item 1)', () => {
  it('reads the member QR code’s link, as a handheld scanner types it, as that reference number alone', () => {
    const query = parseFindQuery(qrPayloadUrl('http://192.168.1.20:3000', ref));
    expect(query).toEqual({
      scanned: true,
      referenceNumber: ref,
      idNumberKey: null,
      words: [],
      idNumberKeyPart: null,
    });
  });

  it('reads the JSON payload of a member QR code', () => {
    expect(parseFindQuery(qrPayloadJson(ref, 'm-1'))).toMatchObject({ scanned: true, referenceNumber: ref });
  });

  it('treats another link or JSON as a QR code without a reference number', () => {
    for (const text of ['https://example.com/product/123', 'HTTP://x.ph/scan', '{"type":"product"}']) {
      expect(parseFindQuery(text)).toMatchObject({ scanned: true, referenceNumber: null, words: [] });
    }
  });

  it('takes a whole reference number typed in any letter case as exact, and still lists it', () => {
    const query = parseFindQuery(` ${ref.toLowerCase()} `);
    expect(query.scanned).toBe(false);
    expect(query.referenceNumber).toBe(ref);
    expect(query.words).toEqual([ref.toLowerCase()]);
  });

  it('does not take part of a reference number as exact', () => {
    expect(parseFindQuery('REF-20250105').referenceNumber).toBeNull();
    expect(parseFindQuery('REF-20250105').words).toEqual(['ref-20250105']);
  });

  it('looks a whole ID number up exactly by its key, however it is written', () => {
    expect(parseFindQuery('ＩＤ－12 345').idNumberKey).toBe('id12345');
    expect(parseFindQuery('id.12/345').idNumberKey).toBe('id12345');
    expect(parseFindQuery('id.12/345').idNumberKeyPart).toBe('id12345');
  });

  it('lists names by their words, "Last, First" included', () => {
    const query = parseFindQuery('Mendoza, Juan');
    expect(query).toMatchObject({ scanned: false, referenceNumber: null, words: ['mendoza', 'juan'] });
    expect(query.idNumberKeyPart).toBeNull();
  });

  it('asks nothing of an empty or blank text', () => {
    expect(isFindQueryEmpty(parseFindQuery(''))).toBe(true);
    expect(isFindQueryEmpty(parseFindQuery('  ,  '))).toBe(true);
    expect(isFindQueryEmpty(parseFindQuery('juan'))).toBe(false);
    expect(isFindQueryEmpty(parseFindQuery(qrPayloadUrl('https://x.ph', ref)))).toBe(false);
  });

  it('reads any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: FIND_QUERY_MAX_LENGTH }), (text) => {
        const query = parseFindQuery(text);
        if (query.scanned) expect(query.words).toEqual([]);
        else expect(query.words).toEqual(searchWords(text));
      }),
    );
  });
});

describe('what Enter says when no member is found', () => {
  it('speaks as the QR Scanner for a QR code', () => {
    expect(findNoMatchMessage(parseFindQuery(qrPayloadUrl('https://x.ph', ref)))).toBe(messages.scanNoMember);
    expect(findNoMatchMessage(parseFindQuery('https://example.com/product'))).toBe(
      messages.scanInvalidFormat,
    );
  });

  it('says no member matches a typed search', () => {
    expect(findNoMatchMessage(parseFindQuery('nobody'))).toBe(messages.findNoMatch);
  });
});
