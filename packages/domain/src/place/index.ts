/**
 * The one place-configuration module (DECISIONS 23): the city the portal
 * serves and its barangays. Another city reuses the portal by swapping the
 * JSON file this module reads.
 */
import placeData from './calapan-barangays.json' with { type: 'json' };

export const place = {
  city: placeData.city,
  province: placeData.province,
  barangays: placeData.barangays.map((b) => b.name) as readonly string[],
} as const;

export function isKnownBarangay(name: string): boolean {
  return place.barangays.includes(name);
}

/** The stored complete address: 'house/street, barangay, City'. */
export function completeAddress(houseStreet: string, barangay: string): string {
  return [houseStreet.trim(), barangay.trim(), place.city].filter((part) => part.length > 0).join(', ');
}
