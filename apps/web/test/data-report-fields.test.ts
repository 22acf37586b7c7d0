/**
 * The member data report's records in the chosen language (issue 26): field names from the domain's
 * catalogue, a notification's catalogue texts and an activity entry's sentence in Filipino (the stored
 * English description said by it, not shown; in English it stays in the details), every other value as
 * stored.
 */
import {
  activitySentence,
  activitySentenceIn,
  catalogueTextIn,
  dataReportMessages,
  dataReportMessagesFil,
  messages,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { type RecordWords, recordFields } from '../src/features/member-data-report/record-fields.ts';

const english: RecordWords = {
  columnLabels: dataReportMessages.columnLabels,
  activityEntry: dataReportMessages.activityEntry,
  tr: (text) => text,
  sentence: activitySentence,
  saysDescription: false,
};
const filipino: RecordWords = {
  columnLabels: dataReportMessagesFil.columnLabels,
  activityEntry: dataReportMessagesFil.activityEntry,
  tr: (text) => catalogueTextIn(text, 'fil'),
  sentence: (who, action, details) => activitySentenceIn('fil', who, action, details),
  saysDescription: true,
};
const table = (fields: ReturnType<typeof recordFields>) => fields.map((f) => [f.name, f.value]);

const member = { memberId: 'm1', memberRef: 'REF-1', memberName: 'Juan Dela Cruz' };
const entry = {
  id: 'e1',
  admin_id: 'a1',
  action: 'member.registered',
  details: { ...member, description: 'Registered new member Juan Dela Cruz' },
  created_at: '2026-11-26T01:00:00+00:00',
};

describe('a record of the member data report', () => {
  it('names its fields in the chosen language; values as stored', () => {
    const row = { civil_status: 'married', service_type: 'ULTRASOUND', middle_name: null, pwd: false };
    expect(table(recordFields('members', row, english))).toEqual([
      ['Civil status', 'married'],
      ['Service type', 'ULTRASOUND'],
      ['Middle name', '—'],
      ['Pwd', 'false'],
    ]);
    expect(table(recordFields('members', row, filipino))).toEqual([
      ['Katayuang sibil', 'married'],
      ['Uri ng serbisyo', 'ULTRASOUND'],
      ['Gitnang pangalan', '—'],
      ['PWD', 'false'],
    ]);
  });

  it('a column the catalogue does not name reads as its name in words', () => {
    expect(table(recordFields('members', { new_column: 'x' }, filipino))).toEqual([['New column', 'x']]);
  });

  it('says an activity entry in words, its administrator unnamed, without the stored description', () => {
    const fil = recordFields('activity_logs', entry, filipino);
    expect(fil[0]).toEqual({
      column: '',
      name: 'Tala',
      value: 'Nirehistro ng isang administrator ang miyembrong Juan Dela Cruz (REF-1)',
    });
    expect(table(fil).slice(1)).toEqual([
      ['ID', 'e1'],
      ['ID ng administrator', 'a1'],
      ['Aksyon', 'member.registered'],
      ['Mga detalye', JSON.stringify(member)],
      ['Ginawa noong', '2026-11-26T01:00:00+00:00'],
    ]);
    const en = recordFields('activity_logs', entry, english);
    expect(en[0]?.value).toBe('An administrator registered member Juan Dela Cruz (REF-1)');
    // In English the details are as stored, the description with them (DECISIONS 47: all it holds).
    expect(table(en).find(([name]) => name === 'Details')).toEqual([
      'Details',
      JSON.stringify(entry.details),
    ]);
    const job = {
      ...entry,
      admin_id: null,
      action: 'access_log.purged',
      details: { deleted: 2, olderThan: '2025-11-26' },
    };
    expect(recordFields('activity_logs', job, filipino)[0]?.value).toMatch(/^Binura ng portal /);
  });

  it('a notification’s title and message, written from the catalogue, in the chosen language', () => {
    const row = {
      title: messages.newMemberNotificationTitle,
      message: messages.newMemberNotification('Juan Dela Cruz', 'REF-1'),
    };
    expect(table(recordFields('notifications', row, filipino))).toEqual([
      ['Pamagat', 'Bagong miyembrong nairehistro'],
      ['Mensahe', 'Nairehistro si Juan Dela Cruz (REF-1) bilang miyembro.'],
    ]);
    // Elsewhere a text is data, as stored (an outbox message went out in the member's language).
    expect(
      table(recordFields('outbox_messages', { subject: messages.newMemberNotificationTitle }, filipino)),
    ).toEqual([['Subject', messages.newMemberNotificationTitle]]);
  });
});
