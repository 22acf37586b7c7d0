/** Where the docs UI lives (its own Content-Security-Policy: see security-headers.ts). */
export const DOCS_PATH = '/api/docs';

/** A request for the API (JSON), as opposed to a page or file of the web app. */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
