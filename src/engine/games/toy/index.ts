export * from './random.ts';
export * from './toy.ts';
export * from './tree.ts';
