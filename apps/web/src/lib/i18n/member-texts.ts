import { membersText, reachLabels } from '@portal/domain';
import { createElement, Fragment, type ReactNode } from 'react';
import { useCatalogueTexts, useMessages } from './area-texts.ts';

/**
 * The member pages' texts in the chosen language (issue 26): the list, profile, ID cards,
 * registration, the shared member form, the find box and the scanner (domain i18n/members-text.ts).
 */
export const useMemberTexts = () => useCatalogueTexts(membersText, (fil) => fil.membersTextFil);

/** The reminder fields' labels (domain reach-messages.ts) in the chosen language. */
export const useReachLabels = () => useMessages(reachLabels, (fil) => fil.reachLabelsFil);

export type MemberTexts = ReturnType<typeof useMemberTexts>;

const MARK = '\u0001';

/**
 * A sentence with one part in bold (a member's name in a question): `sentence` is the text made
 * with the given mark in the bold part’s placeholder.
 */
export function withBold(sentence: (mark: string) => string, bold: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return createElement(Fragment, null, before, createElement('strong', null, bold), after);
}
