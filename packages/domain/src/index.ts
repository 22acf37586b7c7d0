export * from './admins.ts';
export * from './messages.ts';
export * from './password.ts';
export * from './place/index.ts';
export * from './required-fields.ts';
