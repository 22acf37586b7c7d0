import type { FormErrors } from '@mantine/form';
import {
  type OfficeDetailsFormInput,
  type OfficeDetailsView,
  officeDetailsSchema,
  type settingsMessages,
} from '@portal/domain';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';

/** The office details as the form holds them. */
export interface OfficeValues {
  name: string;
  address: string;
  phone: string;
}

export const officeValues = (office: OfficeDetailsView): OfficeValues => ({
  name: office.name,
  address: office.address,
  phone: office.phone,
});

/** The fields as the form labels them (settingsMessages in the chosen language), in its order. */
export const officeFieldLabels = (
  messages: Pick<typeof settingsMessages, 'officeNameLabel' | 'officeAddressLabel' | 'officePhoneLabel'>,
): Record<keyof OfficeValues, string> => ({
  name: messages.officeNameLabel,
  address: messages.officeAddressLabel,
  phone: messages.officePhoneLabel,
});
export const OFFICE_FIELD_ORDER = ['name', 'address', 'phone'] as const;

const schemaErrors = domainResolver<OfficeValues>(officeDetailsSchema);

/** The domain's rules and messages (officeDetailsSchema), the same the server applies. */
export function officeErrors(values: OfficeValues): FormErrors {
  return schemaErrors(values);
}

export const toOfficeRequest = (values: OfficeValues): OfficeDetailsFormInput => ({
  name: values.name,
  address: values.address,
  phone: values.phone,
});
