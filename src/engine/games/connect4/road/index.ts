export * from './types.ts';
export * from './positions.ts';
export * from './steps.ts';
export { useRoadBook } from './bookFirst.ts';
export { ArrayBoard } from './arrayBoard.ts';
export { BitBoard, bitShape, hasAlignment, winningCells, type Cells } from './bitBoard.ts';
