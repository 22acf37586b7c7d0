import { adminTextNow } from '../lib/i18n/admin-texts.ts';

/**
 * Props that show a text field's maximum under it (issue 13): 'Up to 100 characters', then
 * '37 of 100 characters' as it is typed. Nothing stops the typing: a longer text is refused on
 * submit with the domain's message, which names the limit.
 */
export function textLimit(value: string, max: number | undefined) {
  if (max === undefined) return {};
  return {
    description:
      value.length === 0
        ? adminTextNow('textLimit.upTo', { max })
        : adminTextNow('textLimit.typed', { length: value.length, max }),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
  };
}
