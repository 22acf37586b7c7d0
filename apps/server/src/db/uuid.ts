/** The shape of a row id (PostgreSQL `uuid`): ids that are not UUIDs match no row, so lookups stop early. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
