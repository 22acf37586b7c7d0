/** The import template as XLSX: the registration fields as text columns, and a sheet of instructions. */
import {
  CIVIL_STATUS_LABELS,
  GENDER_LABELS,
  IMPORT_EARLIEST_REGISTRATION_DATE,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_MAX_ROWS,
  place,
} from '@portal/domain';

let cached: Promise<Buffer> | null = null;

/** The template's bytes (made once per process: it never changes while the server runs). */
export function memberImportTemplateXlsx(): Promise<Buffer> {
  cached ??= makeTemplate();
  return cached;
}

async function makeTemplate(): Promise<Buffer> {
  // exceljs takes half a second to load: when the template is first asked for, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Calapan City health-assistance portal';
  const sheet = workbook.addWorksheet('Members', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MEMBER_IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
    // Text cells: a date typed as 1960-05-12 or an ID such as 00123 stays as typed.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };

  const help = workbook.addWorksheet('Instructions');
  help.getColumn(1).width = 110;
  const lines = [
    'One member per row on the Members sheet, under the header row. Do not rename the columns.',
    `Required: ${MEMBER_IMPORT_COLUMNS.filter((c) => c.required)
      .map((c) => c.header)
      .join(', ')}.`,
    'Dates as YYYY-MM-DD (for example 1960-05-12).',
    `Registration Date: from ${IMPORT_EARLIEST_REGISTRATION_DATE} to today. The expiry date is 3 years later.`,
    'Reference Number: leave it blank to have one issued; a valid number (REF-yyyymmdd-hhmmss-NNNN) no member has is kept.',
    `Gender: ${Object.values(GENDER_LABELS).join(', ')} or blank. Civil Status: ${Object.values(
      CIVIL_STATUS_LABELS,
    ).join(', ')} or blank.`,
    'Barangay: one of the names below, spelled as listed.',
    'Values only: cells with formulas are refused. The ID picture and e-signature are added later with Update Profile.',
    `At most ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('en-US')} members per file.`,
    '',
    'Barangays:',
    ...place.barangays,
  ];
  for (const line of lines) help.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
