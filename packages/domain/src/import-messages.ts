/**
 * The texts of the bulk import's row checks and of the bulk upload of ID pictures and e-signatures
 * (issue 24 item 4). Beside the catalogue (messages.ts), not in it, so the pages that never show them
 * carry none of them (the log-in page has a byte budget); the catalogue's check
 * (message-catalogue.ts) knows them too.
 *
 * A refused row's message names the value as typed and the rule; the field's label comes before it
 * ('Row 7 — Barangay: 'Bayanan 1' is not a barangay of Calapan City. Did you mean 'Bayanan I'?').
 */
export const importMessages = {
  // One message per problem of a row (the field's label is shown before it).
  cellRequired: (label: string) => `The cell is empty, but ${label} is required.`,
  cellTooLong: (value: string, length: string, label: string, max: string) =>
    `'${value}' is ${length} characters long; ${label} takes at most ${max} characters.`,
  phoneTooLong: (value: string, length: string, max: string) =>
    `'${value}' is ${length} characters long; a phone number takes at most ${max} characters. Write one number only.`,
  cellTextNotAllowed: (value: string) =>
    `'${value}' holds control or text-direction characters, which are not accepted. Type the value again.`,
  barangayUnknown: (value: string, city: string) =>
    `'${value}' is not a barangay of ${city}. Write a barangay as the template's Instructions sheet lists it.`,
  barangaySuggestion: (value: string, city: string, suggestion: string) =>
    `'${value}' is not a barangay of ${city}. Did you mean '${suggestion}'?`,
  dateNotReal: (value: string) =>
    `'${value}' is not a date. Write dates as YYYY-MM-DD, for example 1960-05-12.`,
  birthDateOutOfRange: (value: string, earliest: string) =>
    `'${value}' is not a possible date of birth: it must be from ${earliest} to today.`,
  registrationDateOutOfRange: (value: string, earliest: string) =>
    `'${value}' is outside the imported members' range: the registration date must be from ${earliest} to today.`,
  genderUnknown: (value: string, choices: string) =>
    `'${value}' is not a gender the form offers: write ${choices}, or leave the cell blank.`,
  civilStatusUnknown: (value: string, choices: string) =>
    `'${value}' is not a civil status the form offers: write ${choices}, or leave the cell blank.`,
  idNumberRegistered: (value: string) =>
    `'${value}' is already the ID number of a registered member (archived members count too).`,
  idNumberInFile: (value: string, row: string) =>
    `'${value}' is also the ID number on row ${row} of this file; an ID number may be used once.`,
  memberRegistered: (value: string) =>
    `A member with the same name, date of birth and barangay (${value}) is already registered.`,
  memberInFile: (value: string, row: string) =>
    `Row ${row} of this file has the same name, date of birth and barangay (${value}).`,

  // Bulk upload of ID pictures and e-signatures.
  imagesNamingRule:
    "Name each file by the member's ID number or reference number: 2024-00123.jpg or 2024-00123_photo.jpg for the ID picture, 2024-00123_signature.png for the e-signature (the same with the reference number, e.g. REF-20240105-101500-0001-photo.jpg).",
  imagesNotMultipart: 'Send the images as multipart form data, in parts named files.',
  imagesNoFiles: 'Choose at least one image or a zip file of images.',
  imagesTooMany: (maximum: string) =>
    `More than ${maximum} images in one upload. Upload them in smaller groups.`,
  imagesTooLarge: (megabytes: string) =>
    `The upload is larger than ${megabytes} MB. Upload the images in smaller groups.`,
  imagesBadZip: (name: string) => `${name} is not a zip file that can be read. Make the zip again.`,
  imagesNothingMatched:
    'No file of this upload matches a member. Name the files by ID number or reference number and upload them again.',
  imagesUploaded: (count: string, members: string) => `${count} images stored for ${members}.`,
  imageUnnamed:
    'The name does not follow the naming rule: an ID number or reference number, then _photo or _signature.',
  imageNoMember: (key: string) => `No member has the ID number or reference number '${key}'.`,
  imageArchivedMember: (name: string) => `${name} is archived; restore the member first.`,
  imageSameTwice: (other: string) =>
    `${other} is the same image of the same member; only one of them is used.`,
  imagesActivity: (count: string, members: string) =>
    `Stored ${count} ID pictures and e-signatures for ${members}`,

  // The import's file, its header row, the import and its undoing (DECISIONS 38).
  importNotSpreadsheet:
    'This file is not a CSV or XLSX spreadsheet. Download the template, fill it in and upload it as .csv or .xlsx.',
  importFileTooLarge: (megabytes: string) =>
    `The file is larger than ${megabytes} MB. Split it into smaller files and import them one by one.`,
  importNoRows: 'The file has no member rows under its header row. Fill in one row per member.',
  importTooManyRows: (maximum: string) =>
    `The file has more than ${maximum} member rows. Import at most ${maximum} members at a time: split the file and upload each part.`,
  importFormula: (cell: string) =>
    `The file contains a formula (cell ${cell}). Copy the cells and paste them as values only, then save and upload the file again.`,
  importHeaderMissing: (columns: string) =>
    `The header row is missing the template's columns: ${columns}. Download the template and keep its column names.`,
  importHeaderUnknown: (columns: string) =>
    `The header row has columns the template does not have: ${columns}. Download the template and keep its column names.`,
  importHeaderRepeated: (column: string) =>
    `The header row names the column ${column} twice. Keep one column of each name.`,
  importNothingToImport:
    'No row of this file can be imported. Correct the refused rows and upload the file again.',
  importConflict:
    'Another import or registration added some of these members meanwhile. Preview the file again.',
  importDone: (count: string) => `${count} members imported.`,
  importBatchNotFound: 'Import not found.',
  importBatchHasClaims: 'This import cannot be undone: some of its members already have claims.',
  importBatchAlreadyUndone: 'This import has already been undone.',
  importBatchUndone: (count: string) => `Import undone: ${count} members removed.`,
} as const;
