export * from './activity.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './idempotency.ts';
export * from './jobs.ts';
export * from './members.ts';
export * from './reports.ts';
export * from './services.ts';
