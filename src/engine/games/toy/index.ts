export * from './random.ts';
export * from './toy.ts';
export * from './tree.ts';
export * from './uniform.ts';
export * from './pruningTrees.ts';
export * from './knuthMoore.ts';
