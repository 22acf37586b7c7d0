/**
 * The query key of the signed-in admin (GET /api/account/me). A module of its own so that what needs
 * only the key (the query client, sign-in) does not load the query hook with it into the entry chunk.
 */
export const meQueryKey = ['account', 'me'] as const;
