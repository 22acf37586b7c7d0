/**
 * ID cards in batch (issue 24 item 4): the card data of many members in one request — selected
 * members (at most 200), an import batch or a barangay (200 a part) — registered members only, by
 * name. Images go through the members' image addresses, as on the single card.
 */
import {
  ID_CARDS_PER_REQUEST,
  type IdCards,
  type IdCardsQuery,
  idCardRefusals,
  type MemberIdCardView,
  memberFullName,
  missingCardDocuments,
} from '@portal/domain';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { MemberRow } from '../../core/members.ts';
import { memberImportBatches, members } from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError } from '../../http/errors.ts';
import { imageUrl } from './present.ts';
import { memberCardColumns } from './queries.ts';

type Deps = Pick<AppContext, 'db'>;

const cardColumns = { ...memberCardColumns, qrCodeKey: members.qrCodeKey };

/** The members list's name order (last, first, middle; then the reference number). */
const byName = [
  sql`lower(${members.lastName}) collate "C"`,
  sql`lower(${members.firstName}) collate "C"`,
  sql`lower(${members.middleName}) collate "C"`,
  sql`${members.referenceNumber} collate "C"`,
];

type CardRow = Pick<MemberRow, keyof typeof cardColumns>;

function toIdCard(row: CardRow): MemberIdCardView {
  const images = {
    idPicture: imageUrl(row.id, 'id-picture', row.idPictureKey),
    signature: imageUrl(row.id, 'signature', row.signatureKey),
    qrCode: imageUrl(row.id, 'qr-code', row.qrCodeKey),
  };
  return {
    id: row.id,
    fullName: memberFullName(row),
    idNumber: row.idNumber,
    referenceNumber: row.referenceNumber,
    barangay: row.barangay,
    registrationDate: row.registrationDate,
    expiryDate: row.expiryDate,
    images,
    missingDocuments: missingCardDocuments(images),
  };
}

const chooseOne = () => new HttpError(400, 'ID_CARDS_CHOOSE_ONE', idCardRefusals.idCardsChooseOne);

/** The selected ids, each once; more than 200 is refused. */
function selectedIds(text: string): string[] {
  const ids = [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))].filter(Boolean);
  if (ids.length === 0) throw chooseOne();
  if (ids.length > ID_CARDS_PER_REQUEST) {
    throw new HttpError(
      400,
      'ID_CARDS_TOO_MANY',
      idCardRefusals.idCardsTooMany(String(ID_CARDS_PER_REQUEST), String(ids.length)),
    );
  }
  return ids;
}

export async function memberIdCards(deps: Deps, query: IdCardsQuery): Promise<IdCards> {
  const chosen = [query.ids, query.batch, query.barangay].filter((v) => v !== undefined);
  if (chosen.length !== 1) throw chooseOne();
  const registered = isNull(members.archivedAt);

  if (query.ids !== undefined) {
    const selected = selectedIds(query.ids);
    // An id that is not a UUID names no member: left out like an unknown one.
    const ids = selected.filter(isUuid);
    const rows = ids.length
      ? await deps.db
          .select(cardColumns)
          .from(members)
          .where(and(inArray(members.id, ids), registered))
          .orderBy(...byName)
      : [];
    return {
      cards: rows.map(toIdCard),
      total: rows.length,
      part: 1,
      parts: 1,
      leftOut: selected.length - rows.length,
      source: null,
    };
  }

  let where: SQL;
  let source: string | null;
  if (query.batch !== undefined) {
    if (!isUuid(query.batch)) return empty(query.part, null);
    const [batch] = await deps.db
      .select({ fileName: memberImportBatches.fileName })
      .from(memberImportBatches)
      .where(eq(memberImportBatches.id, query.batch));
    if (!batch) return empty(query.part, null);
    where = and(eq(members.importBatchId, query.batch), registered)!;
    source = batch.fileName;
  } else {
    where = and(eq(members.barangay, query.barangay!), registered)!;
    source = query.barangay!;
  }
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(cardColumns)
      .from(members)
      .where(where)
      .orderBy(...byName)
      .limit(ID_CARDS_PER_REQUEST)
      .offset((query.part - 1) * ID_CARDS_PER_REQUEST),
    deps.db.select({ n: count() }).from(members).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    cards: rows.map(toIdCard),
    total,
    part: query.part,
    parts: Math.max(1, Math.ceil(total / ID_CARDS_PER_REQUEST)),
    leftOut: 0,
    source,
  };
}

const empty = (part: number, source: string | null): IdCards => ({
  cards: [],
  total: 0,
  part,
  parts: 1,
  leftOut: 0,
  source,
});
