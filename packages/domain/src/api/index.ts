/** The API's contracts, one file per feature: what each endpoint takes (beyond the form schemas) and answers. */
export * from './accounts.ts';
export * from './activity.ts';
export * from './beneficiaries.ts';
export * from './claims-report.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './export.ts';
export * from './member-import.ts';
export * from './members.ts';
export * from './my-profile.ts';
export * from './notifications.ts';
export * from './preferences.ts';
export * from './public-members.ts';
export * from './receipts.ts';
export * from './renewals.ts';
export * from './reports.ts';
export * from './services.ts';
