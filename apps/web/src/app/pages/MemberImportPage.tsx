import { useQueryClient } from '@tanstack/react-query';
import { MemberImport } from '../../features/member-import/MemberImport.tsx';
import { memberKeys } from '../../features/members/api/keys.ts';
import { useMe } from '../../lib/auth/me.ts';

/**
 * Import Members (/admin/members/import): the member-import feature; an import or an undo makes the
 * members feature's lists fetch again. Only a head admin is offered Undo.
 */
export default function MemberImportPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  return (
    <MemberImport
      canUndo={me.data?.admin.isHeadAdmin === true}
      onImported={() => void queryClient.invalidateQueries({ queryKey: memberKeys.all })}
    />
  );
}
