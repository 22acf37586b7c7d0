export * from './catalogue.ts';
export * from './catalogue-text.ts';
export * from './language.ts';
export * from './messages-fil.ts';
export * from './public-text.ts';
export * from './public-text-fil.ts';
export * from './translator.ts';
