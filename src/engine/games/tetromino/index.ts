export * from './board40.ts';
export * from './notation.ts';
export * from './placements.ts';
export * from './rules.ts';
export * from './shapes.ts';
export * from './symmetry.ts';
export { tetromino, WIN_SCORE } from './tetromino.ts';
