import { messages, parseScannedReference } from '@portal/domain';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { type ScanStatus, status } from '../../lib/qr/scan-status.ts';
import { useLookupMember } from './api/lookup-member.ts';

/** A code the camera saw less than this long ago is not looked up again. */
const REPEAT_PAUSE_MS = 3000;

/**
 * From a decoded QR text to the member's admin profile: read the reference number (URL `ref`
 * or the JSON payload, DECISIONS 21), look the member up, open /admin/member/:id. Every
 * step and refusal goes to the status line.
 */
export function useMemberScan(setStatus: (status: ScanStatus) => void) {
  const navigate = useNavigate();
  const { mutateAsync: lookupMember } = useLookupMember();
  const busy = useRef(false);
  const last = useRef<{ text: string; at: number } | null>(null);
  const [lookingUp, setLookingUp] = useState(false);

  const handle = useCallback(
    async (text: string, source: 'camera' | 'file') => {
      if (busy.current) return;
      if (source === 'camera') {
        const now = Date.now();
        const seenJustNow = last.current?.text === text && now - last.current.at < REPEAT_PAUSE_MS;
        last.current = { text, at: now };
        // A code kept in view is looked up once, not 25 times a second.
        if (seenJustNow) return;
      }
      const ref = parseScannedReference(text);
      if (!ref) {
        setStatus(status('error', messages.scanInvalidFormat));
        return;
      }
      busy.current = true;
      setLookingUp(true);
      setStatus(status('busy', messages.scanLookingUp));
      try {
        const member = await lookupMember(ref);
        if (member.archived) {
          setStatus({
            tone: 'warning',
            message: messages.scanArchivedMember,
            archived: { fullName: member.fullName },
          });
          return;
        }
        setStatus(status('success', messages.scanOpeningProfile(member.fullName)));
        navigate(`/admin/member/${member.id}`);
      } catch (error) {
        if (isSessionEnded(error)) return;
        const notFound = isApiError(error) && error.status === 404;
        setStatus(status('error', notFound ? messages.scanNoMember : errorMessage(error)));
      } finally {
        busy.current = false;
        setLookingUp(false);
        if (source === 'camera') last.current = { text, at: Date.now() };
      }
    },
    [navigate, lookupMember, setStatus],
  );

  return { handle, lookingUp };
}
