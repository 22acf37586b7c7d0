export { LAYOUT_BREAKPOINT_PX, LOGIN_REDIRECT_MS } from '@portal/domain';

export const PROGRAM_NAME = 'Calapan City Health Assistance Program';
export const PROGRAM_PLACE = 'Oriental Mindoro';
