import { describe, expect, it } from 'vitest';
import { activityEntry, activitySentence } from '../src/activity.ts';
import { dataReportFileName } from '../src/api/member-data-report.ts';
import {
  dataReportColumnLabel,
  dataReportMessages,
  dataReportSectionTitle,
} from '../src/member-data-report-messages.ts';
import { isCatalogueMessage } from '../src/message-catalogue.ts';

/** Issue 27 item 4 (DECISIONS 47): the member data report's words. */
describe('member data report', () => {
  const member = { memberId: 'm-1', memberRef: 'REF-20260101-000001-0001', memberName: 'Juan Dela Cruz' };

  it('logs its production with the member named, for the log and its filter', () => {
    const entry = activityEntry('member.data_report', member);
    expect(entry.details.description).toBe(
      'Produced the member data report of Juan Dela Cruz (REF-20260101-000001-0001)',
    );
    expect(activitySentence('Maria Santos', 'member.data_report', entry.details)).toBe(
      'Maria Santos produced the member data report of Juan Dela Cruz (REF-20260101-000001-0001)',
    );
  });

  it('names sections and columns in words, a table it does not know by its own name', () => {
    expect(dataReportSectionTitle('members_beneficiary')).toBe('Beneficiaries');
    expect(dataReportSectionTitle('outbox_messages')).toBe('Messages');
    expect(dataReportSectionTitle('some_new_table')).toBe('Some new table');
    expect(dataReportColumnLabel('service_type')).toBe('Service type');
    expect(dataReportMessages.rowCount(1)).toBe('1 record');
    expect(dataReportMessages.rowCount(1250)).toBe('1,250 records');
  });

  it('saves the JSON under the member’s reference number; its texts are catalogue texts', () => {
    expect(dataReportFileName('REF-20260101-000001-0001')).toBe('member-data-REF-20260101-000001-0001.json');
    expect(isCatalogueMessage(dataReportMessages.headAdminOnly)).toBe(true);
    expect(isCatalogueMessage(dataReportMessages.record(2, 5))).toBe(true);
  });
});
