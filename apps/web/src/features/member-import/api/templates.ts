/** The template downloads: plain links, the browser saves them under the server's file names. */
export const IMPORT_TEMPLATE_URLS = {
  csv: '/api/member-import/template.csv',
  xlsx: '/api/member-import/template.xlsx',
} as const;
