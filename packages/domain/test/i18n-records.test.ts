/**
 * Issue 26: the catalogues of Import Members, Messages, Export Database and the two logs in Filipino —
 * the same keys and placeholders, and their refusals found by their English text.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTION_LABELS,
  accessLogMessages,
  accessLogMessagesFil,
  activityActionLabelsFil,
  activityMessages,
  activityMessagesFil,
  activitySentence,
  activitySentenceIn,
  activityText,
  activityTextFil,
  catalogueTextIn,
  createTranslator,
  exportText,
  exportTextFil,
  importMessages,
  importMessagesFil,
  importText,
  importTextFil,
  MESSAGE_KIND_LABELS,
  messageKindLabelsFil,
  messageListLabels,
  messageListLabelsFil,
  messageListMessages,
  messageListMessagesFil,
} from '../src/index.ts';

/** Every key path of a nested catalogue. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const at = (catalogue: object, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the text catalogues of import, export and the activity log', () => {
  for (const [name, english, fil] of [
    ['import-text', importText, importTextFil],
    ['export-text', exportText, exportTextFil],
    ['activity-text', activityText, activityTextFil],
  ] as const) {
    it(`${name}: the same keys and placeholders in Filipino`, () => {
      expect(keysOf(fil).sort()).toEqual(keysOf(english).sort());
      for (const path of keysOf(english)) {
        expect(placeholders(at(fil, path) as string), path).toEqual(
          placeholders(at(english, path) as string),
        );
      }
    });
  }

  it('counts take the library’s plural forms', () => {
    const texts = createTranslator(importText);
    texts.add('fil', importTextFil);
    expect(texts.t('en', 'preview.importButton', { count: 1 })).toBe('Import 1 member');
    expect(texts.t('en', 'preview.importButton', { count: 1200 })).toBe('Import 1,200 members');
    expect(texts.t('fil', 'preview.importButton', { count: 3 })).toBe('I-import ang 3 miyembro');
    expect(texts.t('fil', 'batches.undoBody', { n: 2, file: 'a.csv' })).toContain(
      '2 miyembrong na-import mula sa a.csv',
    );
  });
});

describe('the older catalogues’ Filipino, found by their English text', () => {
  it('import: a row’s refusal and the import’s answers', () => {
    expect(catalogueTextIn(importMessages.dateNotReal('1957-02-30'), 'fil')).toBe(
      "Ang '1957-02-30' ay hindi petsa. Isulat ang petsa bilang YYYY-MM-DD, halimbawa 1960-05-12.",
    );
    expect(catalogueTextIn(importMessages.importBatchHasClaims, 'fil')).toBe(
      importMessagesFil.importBatchHasClaims,
    );
    expect(catalogueTextIn(importMessages.importDone('3'), 'fil')).toBe('3 miyembro ang na-import.');
  });

  it('messages: a refusal, an answer and a kind', () => {
    expect(catalogueTextIn(messageListMessages.cancelWhileSending, 'fil')).toBe(
      messageListMessagesFil.cancelWhileSending,
    );
    expect(catalogueTextIn(messageListMessages.messageRetried, 'fil')).toBe(
      messageListMessagesFil.messageRetried,
    );
    expect(catalogueTextIn(MESSAGE_KIND_LABELS.renewal_30!, 'fil')).toBe(messageKindLabelsFil.renewal_30);
    expect(catalogueTextIn(messageListLabels.attempts(2), 'fil')).toBe('2 pagsubok');
    expect(keysOf(messageListLabelsFil).sort()).toEqual(keysOf(messageListLabels).sort());
  });

  it('access log: the head-admin refusal and a kind', () => {
    expect(catalogueTextIn(accessLogMessages.headAdminOnly, 'fil')).toBe(accessLogMessagesFil.headAdminOnly);
    expect(catalogueTextIn(accessLogMessages.kindLabels['export.sql'], 'fil')).toBe(
      'Nag-export ng database (SQL)',
    );
  });

  it('activity: a stored description and an action’s name', () => {
    expect(catalogueTextIn(activityMessages.importedActivity('3', 'paper.xlsx'), 'fil')).toBe(
      'Nag-import ng 3 miyembro mula sa paper.xlsx',
    );
    expect(activityMessagesFil.importUndoneActivity).toContain('{{1}}');
    expect(Object.keys(activityActionLabelsFil).sort()).toEqual(Object.keys(ACTIVITY_ACTION_LABELS).sort());
  });
});

describe('the activity log’s sentences in Filipino', () => {
  const member = { memberId: 'm1', memberRef: 'REF-1', memberName: 'Juan Dela Cruz' };
  it('who first, from the action and its details; English unchanged', () => {
    expect(activitySentenceIn('fil', 'Maria Santos', 'member.registered', member)).toBe(
      'Nirehistro ni Maria Santos ang miyembrong Juan Dela Cruz (REF-1)',
    );
    expect(activitySentenceIn('en', 'Maria Santos', 'member.registered', member)).toBe(
      'Maria Santos registered member Juan Dela Cruz (REF-1)',
    );
    expect(activitySentenceIn('fil', 'Maria Santos', 'admin.signed_in', {})).toBe(
      'Nag-log in si Maria Santos',
    );
  });

  it('the portal and a removed administrator read as Filipino actors', () => {
    expect(
      activitySentenceIn('fil', null, 'activity_log.purged', { deleted: 1200, olderThan: '2025-01-01' }),
    ).toBe(
      'Binura ng portal ang 1,200 entry ng talaan ng gawain na mas luma sa 2025-01-01 (12 buwang pagtatago)',
    );
    expect(activitySentenceIn('fil', 'A removed administrator', 'admin.signed_out', {})).toBe(
      'Nag-log out ang isang inalis na administrator',
    );
  });

  it('an action without a Filipino sentence, or older details, read as the English sentence', () => {
    const changes = { changes: [{ field: 'name', from: 'A', to: 'B' }] };
    expect(activitySentenceIn('fil', 'Maria', 'settings.office_updated', changes)).toBe(
      activitySentence('Maria', 'settings.office_updated', changes),
    );
    expect(activitySentenceIn('fil', 'Maria', 'some.future_action', { description: 'Did it' })).toBe(
      'Maria: Did it',
    );
  });
});
