import { place } from '@portal/domain';

export { LAYOUT_BREAKPOINT_PX, LOGIN_REDIRECT_MS } from '@portal/domain';

/** The program's name and the office behind it, from the place configuration (DECISIONS 23). */
export const PROGRAM_NAME = `${place.city} Health Assistance Program`;
export const PROGRAM_OFFICE = `City Government of ${place.city.replace(/ City$/, '')} · ${place.province}`;
