/**
 * The required-fields message of spec 5: '{field} is required.' for one,
 * '{a} and {b} are required.' for two, 'a, b and c are required.' for more.
 */
export function requiredFieldsMessage(missingLabels: readonly string[]): string | null {
  if (missingLabels.length === 0) return null;
  if (missingLabels.length === 1) return `${missingLabels[0]} is required.`;
  const head = missingLabels.slice(0, -1).join(', ');
  return `${head} and ${missingLabels[missingLabels.length - 1]} are required.`;
}
