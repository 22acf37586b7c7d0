/**
 * Benchmark: bulk import of a 10,000-row CSV (DECISIONS 38) through the app — the preview
 * (read, every row by the registration rules, duplicates against the members) and the import
 * (the same checks again under the import lock, then members, notifications, batch and activity
 * entry in one transaction). Optionally over a database already holding `existing` members.
 */
import { CSV_BOM, csvLine, MEMBER_IMPORT_HEADERS, place } from '@portal/domain';
import ExcelJS from 'exceljs';
import { seedMembers } from '../seed.ts';
import { appWithAdmin, type BenchBackend } from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';

export type ImportBenchRow = {
  backend: string;
  existing: number;
  claims: number;
  rows: number;
  csvBytes: number;
  previewSeconds: number;
  importSeconds: number;
  xlsxPreviewSeconds: number;
  imported: number;
};

const two = (n: number) => String(n).padStart(2, '0');
/** A valid, distinct reference number for row `i` (the time part varies with i). */
const keptReference = (i: number) =>
  `REF-20150101-${two(i % 24)}${two(Math.floor(i / 24) % 60)}${two(Math.floor(i / 1440) % 60)}-${String(i % 10000).padStart(4, '0')}`;

/** `count` distinct members as template rows; one in five keeps a reference number of its own. */
function rows(count: number): string[][] {
  const run = Date.now().toString(36).toUpperCase();
  const lastNames = ['Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Bautista', 'Ñuñez', 'Villanueva'];
  const firstNames = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Antonio', 'Carmen'];
  return Array.from({ length: count }, (_, i) => {
    const values: Record<string, string> = {
      'ID Number': `BENCH-${run}-${String(i).padStart(6, '0')}`,
      'Reference Number': i % 5 === 0 ? keptReference(i) : '',
      'Last Name': lastNames[i % lastNames.length]!,
      'First Name': `${firstNames[i % firstNames.length]!} ${i}`,
      'Middle Name': 'Imported',
      Suffix: '',
      'Maiden Name': '',
      'House No./Street': `${i} Rizal St.`,
      Barangay: place.barangays[i % place.barangays.length]!,
      Gender: i % 2 === 0 ? 'Male' : 'Female',
      'Civil Status': 'Married',
      'Date of Birth': `19${40 + (i % 50)}-0${(i % 9) + 1}-1${i % 9}`,
      'Phone Number': '+63 917 000 0000',
      'Registration Date': `20${String(10 + (i % 15)).padStart(2, '0')}-0${(i % 9) + 1}-15`,
    };
    return MEMBER_IMPORT_HEADERS.map((h) => values[h] ?? '');
  });
}

function multipart(bytes: Buffer, filename: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function benchImport(
  backend: BenchBackend,
  options: { rows: number; existing: number; claims: number; log: (line: string) => void },
): Promise<ImportBenchRow> {
  if (options.claims > 0) {
    const seconds = await seedLargeDataset(backend.database.db, {
      members: options.existing,
      claims: options.claims,
      log: (line) => options.log(`  [${backend.name}] ${line}`),
    });
    options.log(
      `  [${backend.name}] seeded ${options.existing} members, ${options.claims} claims in ${seconds.toFixed(0)} s`,
    );
  } else if (options.existing > 0) {
    await seedMembers(backend.database.db, { count: options.existing, seed: 7 });
    options.log(`  [${backend.name}] seeded ${options.existing} existing members`);
  }
  const { app, cookie } = await appWithAdmin(backend);
  try {
    const data = rows(options.rows);
    const csv = Buffer.from(CSV_BOM + csvLine(MEMBER_IMPORT_HEADERS) + data.map(csvLine).join(''), 'utf8');
    const post = async (url: string, bytes: Buffer, filename: string) => {
      const body = multipart(bytes, filename);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      const seconds = (performance.now() - started) / 1000;
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { seconds, body: res.json() as Record<string, unknown> };
    };

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow([...MEMBER_IMPORT_HEADERS]);
    for (const r of data) sheet.addRow(r);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

    const xlsxPreview = await post('/api/member-import/preview', xlsx, 'bench.xlsx');
    const preview = await post('/api/member-import/preview', csv, 'bench.csv');
    if (preview.body.acceptedCount !== options.rows) {
      throw new Error(`preview accepted ${String(preview.body.acceptedCount)} of ${options.rows} rows`);
    }
    const done = await post('/api/member-import', csv, 'bench.csv');
    const imported = Number((done.body.batch as { imported: number }).imported);
    options.log(
      `  [${backend.name}] preview ${preview.seconds.toFixed(2)} s, import ${done.seconds.toFixed(2)} s, ${imported} members`,
    );
    return {
      backend: backend.name,
      existing: options.existing,
      claims: options.claims,
      rows: options.rows,
      csvBytes: csv.length,
      previewSeconds: preview.seconds,
      importSeconds: done.seconds,
      xlsxPreviewSeconds: xlsxPreview.seconds,
      imported,
    };
  } finally {
    await app.close();
  }
}
