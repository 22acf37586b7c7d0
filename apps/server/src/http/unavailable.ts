/**
 * The database out of reach (DECISIONS 50; issue 30 item 1): stopped, restarting, or the network to
 * it gone. A request that meets it is answered 503 with Retry-After and a plain message, never 500:
 * nothing was written (the transaction never committed), and the same request may be sent again.
 */

/** Seconds a client waits before trying again (the header's value). */
export const RETRY_AFTER_SECONDS = 5;

/** Node's errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking connections: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or
 * shutting down), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres' own words for a connection that ended or could not be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

function isUnavailableOne(error: object): boolean {
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
    // A Unix socket that is not there: the embedded server is down (only for a connect).
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * Whether an error (or one it wraps: Drizzle and better-auth put the driver's error in `cause`) says
 * the database could not be reached. A connection refused by another service (the S3 store) reads the
 * same: the request could not be done now and may be tried again.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableOne(current)) return true;
    const errors = (current as { errors?: unknown }).errors; // AggregateError (IPv4 + IPv6 refused)
    if (
      Array.isArray(errors) &&
      errors.some((e) => typeof e === 'object' && e !== null && isUnavailableOne(e))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The codes an error carries, its own and those of the errors it wraps (`cause`), nearest first. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * The file store out of reach (issue 30 item 2): the storage drivers' StorageUnavailableError (S3
 * down, slow or failing). Answered 503 with Retry-After and a message naming the file store.
 */
export function isStorageUnavailable(error: unknown): boolean {
  return codesOf(error).includes('STORAGE_UNAVAILABLE');
}

/**
 * No room left (issue 30 item 3): the disk driver's StorageFullError, Node's ENOSPC / EDQUOT, or
 * PostgreSQL's 53100 disk_full (a table or index could not grow). Nothing was saved; reads still
 * work. Answered 507 Insufficient Storage.
 */
export function isDiskFull(error: unknown): boolean {
  return codesOf(error).some((code) => ['STORAGE_FULL', 'ENOSPC', 'EDQUOT', '53100'].includes(code));
}
