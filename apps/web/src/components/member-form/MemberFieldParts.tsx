import type { ComponentType, ReactNode } from 'react';
import { useMemberTexts, useReachLabels } from '../../lib/i18n/member-texts.ts';
import {
  AddressFields,
  ContactFields,
  DemographicsFields,
  type MemberFieldsProps,
  PersonalFields,
} from './MemberFields.tsx';
import { ReachFields } from './ReachFields.tsx';

/** How a form shows one part: a card on the registration page, a titled group in the update modal. */
export type MemberPart = ComponentType<{ id: string; title: string; children: ReactNode }>;

/**
 * A member's own fields in the order both forms give them (registration, update; MEMBER_FIELD_ORDER):
 * personal, address, demographics, contact, reminders, each `Part` under its title (the form's own
 * words, under `registration.` or `update.` in the members' texts; the reminders' title is shared).
 */
export function MemberFieldParts({
  fields,
  form,
  Part,
}: {
  fields: MemberFieldsProps;
  form: 'registration' | 'update';
  Part: MemberPart;
}) {
  const { t } = useMemberTexts();
  const reach = useReachLabels();
  const parts: [id: string, title: string, Fields: ComponentType<MemberFieldsProps>][] = [
    ['personal-information', t(`${form}.personal`), PersonalFields],
    ['address-information', t(`${form}.address`), AddressFields],
    ['demographics', t(`${form}.demographics`), DemographicsFields],
    ['contact-information', t(`${form}.contact`), ContactFields],
    ['reminders', reach.sectionTitle, ReachFields],
  ];
  return parts.map(([id, title, Fields]) => (
    <Part key={id} id={id} title={title}>
      <Fields {...fields} />
    </Part>
  ));
}
