/**
 * The member data report (issue 27 item 4, DECISIONS 47): on a member's request a head admin
 * produces everything the portal holds about them. Producing it is one activity-log entry (in the
 * transaction that reads the report, so the report holds it too); the route's access-log flag
 * records the read.
 */
import {
  dataReportMessages,
  MEMBER_IMAGE_PATHS,
  type MemberDataReport,
  type MemberImagePath,
  memberFullName,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { activityMember, type MemberRow, requireMember } from '../../core/members.ts';
import { readSections } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'accessLog' | 'now'>;
type Admin = NonNullable<FastifyRequest['admin']>;

const IMAGE_KEY: Record<MemberImagePath, keyof MemberRow> = {
  'id-picture': 'idPictureKey',
  signature: 'signatureKey',
  'qr-code': 'qrCodeKey',
};

export async function memberDataReport(
  deps: Deps,
  admin: Admin,
  memberId: string,
): Promise<MemberDataReport> {
  const member = await requireMember(deps.db, memberId);
  // Reads of this member still in the access log's buffer belong in the report too.
  await deps.accessLog.flush();
  const sections = await deps.db.transaction(async (tx) => {
    await recordActivity(tx, admin, 'member.data_report', activityMember(member));
    return readSections(tx, member.id);
  });
  return {
    member: { id: member.id, referenceNumber: member.referenceNumber, name: memberFullName(member) },
    generatedAt: deps.now().toISOString(),
    generatedBy: `${admin.firstName} ${admin.lastName}`,
    images: MEMBER_IMAGE_PATHS.map((kind) => ({
      kind,
      url: member[IMAGE_KEY[kind]] ? `/api/members/${member.id}/images/${kind}` : null,
    })),
    sections,
    leftOut: Object.entries(dataReportMessages.leftOutReasons).map(([table, reason]) => ({ table, reason })),
  };
}
