import { membersText, reachLabels } from '@portal/domain';
import { useCatalogueTexts, useMessages } from './area-texts.ts';

/**
 * The member pages' texts in the chosen language (issue 26): the list, profile, ID cards,
 * registration, the shared member form, the find box and the scanner (domain i18n/members-text.ts).
 */
export const useMemberTexts = () => useCatalogueTexts(membersText, (fil) => fil.membersTextFil);

/** The reminder fields' labels (domain reach-messages.ts) in the chosen language. */
export const useReachLabels = () => useMessages(reachLabels, (fil) => fil.reachLabelsFil);

export type MemberTexts = ReturnType<typeof useMemberTexts>;

export { withBold } from './text-parts.ts';
