export * from './row.ts';
export * from './notation.ts';
export * from './line.ts';
export * from './figure.ts';
