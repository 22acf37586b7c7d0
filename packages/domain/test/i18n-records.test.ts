/**
 * Issue 26: the catalogues of Import Members, Messages, Export Database and the two logs in Filipino —
 * the same keys and placeholders, and their refusals found by their English text.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityDetailsOf,
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
  UNNAMED_ADMIN,
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

  it('an action this version does not know, or older details, read as the English sentence', () => {
    const older = { description: 'Changed the office details' };
    expect(activitySentenceIn('fil', 'Maria', 'settings.office_updated', older)).toBe(
      'Maria: Changed the office details',
    );
    expect(activitySentenceIn('fil', 'Maria', 'some.future_action', { description: 'Did it' })).toBe(
      'Maria: Did it',
    );
  });

  it('every action the portal records has a Filipino sentence, who in it', () => {
    for (const action of ACTIVITY_ACTIONS) {
      const details = SAMPLE_DETAILS[action] as Record<string, unknown>;
      const fil = activitySentenceIn('fil', 'Maria Santos', action, details);
      expect(fil, action).not.toBe(activitySentence('Maria Santos', action, details));
      expect(fil, action).toContain('Maria Santos');
      expect(fil, action).not.toMatch(/^Maria Santos[ :]/);
      // Who the portal's jobs and the data report's unnamed administrators are, in Filipino too.
      expect(activitySentenceIn('fil', null, action, details), action).toMatch(/\b(ng|ang) portal\b/);
      expect(activitySentenceIn('fil', UNNAMED_ADMIN, action, details), action).toMatch(
        /\b(ng|ang) isang administrator\b/,
      );
    }
  });

  it('the changed office details, a session ended and a saved template in Filipino', () => {
    const changes = { changes: [{ field: 'phone', from: '', to: '0917 000 0000' }] } as const;
    expect(activitySentenceIn('fil', 'Maria', 'settings.office_updated', changes)).toBe(
      "Binago ni Maria ang mga detalye ng opisina: Numero ng telepono mula '(wala)' tungong '0917 000 0000'",
    );
    expect(
      activitySentenceIn('fil', 'Maria', 'account.session_ended', { browser: 'Firefox', ipAddress: null }),
    ).toBe('Tinapos ni Maria ang isa sa kanyang mga session (Firefox)');
    expect(
      activitySentenceIn('fil', 'Maria', 'message_template.saved', {
        kind: 'renewal_30',
        channel: 'sms',
        language: 'fil',
      }),
    ).toBe("Nag-save si Maria ng SMS template na 'Paalala 30 araw bago ang pagtatapos' sa Filipino");
  });
});

const member = { memberId: 'm1', memberRef: 'REF-1', memberName: 'Juan Dela Cruz' };
const admin = { adminId: 'a1', adminName: 'Pedro Reyes' };
const exported = { filterType: 'year', filterValue: '2026', completed: true };
const message = { messageId: 'x1', kind: 'renewal_30', channel: 'sms', recipient: '09170000000' } as const;
/** Details of every action (the type checker asks for a new action's). */
const SAMPLE_DETAILS: { [A in ActivityAction]: ActivityDetailsOf[A] } = {
  'member.registered': member,
  'member.updated': member,
  'member.archived': member,
  'member.restored': member,
  'member.data_report': member,
  'member.renewed': { ...member, previousExpiry: '2026-01-01', newExpiry: '2027-01-01', note: null },
  'members.imported': { batchId: 'b1', fileName: 'a.xlsx', members: 3, refused: 1 },
  'members.import_undone': { batchId: 'b1', fileName: 'a.xlsx', members: 3 },
  'members.images_uploaded': { images: 4, members: 2, unmatched: 1 },
  'beneficiary.added': { ...member, beneficiaryId: 'b1', beneficiaryName: 'Ana Dela Cruz' },
  'beneficiary.removed': { ...member, beneficiaryId: 'b1', beneficiaryName: 'Ana Dela Cruz' },
  'claim.created': { ...member, serviceType: 'ULTRASOUND', amountCentavos: 120000, date: '2026-11-02' },
  'claim.voided': {
    ...member,
    claimId: 'c1',
    serviceType: 'ULTRASOUND',
    amountCentavos: 120000,
    date: '2026-11-02',
    reason: 'Wrong amount',
  },
  'receipt.printed': { ...member, claimId: 'c1', receiptNumber: '2026-000001', reprint: false },
  'service_limit.updated': { serviceType: 'ULTRASOUND', oldMaxCentavos: 100000, newMaxCentavos: 150000 },
  'settings.office_updated': { changes: [{ field: 'name', from: 'A', to: 'B' }] },
  'settings.public_address_confirmed': { address: 'https://portal.example', previous: null },
  'admin.registered': { email: 'maria@example.com' },
  'admin.signed_in': {},
  'admin.signed_out': {},
  'admin.approved': admin,
  'admin.rejected': admin,
  'admin.deactivated': admin,
  'admin.reactivated': admin,
  'account.password_reset': {},
  'account.profile_updated': {},
  'account.password_changed': {},
  'account.session_ended': { browser: 'Firefox on Windows', ipAddress: '10.0.0.1' },
  'account.other_sessions_ended': { sessions: 2 },
  'admin.sessions_ended': { ...admin, sessions: 2 },
  'account.second_step_enrolled': {},
  'account.second_step_turned_off': {},
  'admin.second_step_reset': admin,
  'admin.second_step_requirement_changed': { required: true },
  'activity_log.purged': { deleted: 3, olderThan: '2025-01-01' },
  'access_log.purged': { deleted: 3, olderThan: '2025-01-01' },
  'database.exported': { ...exported, tables: ['members'], rows: { members: 3 } },
  'storage.exported': { ...exported, files: 3, bytes: 1000 },
  'backup.started': { backupId: 'k1' },
  'message_template.saved': { kind: 'welcome', channel: 'email', language: 'en' },
  'message.retried': { ...message, ...member },
  'message.cancelled': message,
  'members.personal_data_removed': { members: 3, years: 5 },
};
