export * from './bits.ts';
export * from './game.ts';
export * from './random.ts';
export * from './result.ts';
export * from './score.ts';
