import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../../engine/core/random.ts';
import { othello } from '../../engine/games/othello/othello.ts';
import { PASS } from '../../engine/games/othello/squares.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import {
  canUndo,
  moveSeed,
  newSession,
  positionAfter,
  reducePlay,
  request,
  turnOf,
  type Controller,
  type PlayEvent,
  type PlaySession,
  type PlayRules,
  type Side,
} from './play.ts';

type S = PlaySession<string, { depth: number }>;
const sides = (a: Controller, b: Controller): [Side<{ depth: number }>, Side<{ depth: number }>] => [
  { by: a, computer: { depth: 9 } },
  { by: b, computer: { depth: 2 } },
];
const run = <P>(rules: PlayRules<P>, s: S, ...events: PlayEvent<string, { depth: number }>[]): S => events.reduce((x, e) => reducePlay(rules, x, e), s);
const reply = (s: S, move: number, said = 'thought') => ({ type: 'reply', version: s.version, reply: { move, said, ms: 1 } }) as const;

describe('a game of tic-tac-toe, the reader first', () => {
  const start: S = newSession(sides('human', 'computer'));

  test('the reader moves, then the computer is asked, with this move’s seed and its own settings', () => {
    expect(turnOf(tictactoe, start)).toMatchObject({ phase: 'human', player: 0 });
    expect(request(tictactoe, start)).toBeNull();
    const s = run(tictactoe, start, { type: 'move', move: 4 });
    expect(s.moves).toEqual([4]);
    expect(turnOf(tictactoe, s)).toMatchObject({ phase: 'computer', player: 1 });
    expect(request(tictactoe, s)).toMatchObject({ version: s.version, moves: [4], player: 1, computer: { depth: 2 }, seed: moveSeed(1, 1), gameSeed: 1, earlier: [] });
  });

  test('the newest request wins: a reply to an older version, on a person’s turn, or illegal is dropped', () => {
    const asked = run(tictactoe, start, { type: 'move', move: 4 });
    const late = reply(asked, 0);
    const back = run(tictactoe, asked, { type: 'undo' }, { type: 'move', move: 4 }); // the same position, a newer request
    expect(reducePlay(tictactoe, back, late)).toBe(back);
    expect(reducePlay(tictactoe, back, reply(back, 4))).toBe(back); // the centre is taken
    expect(reducePlay(tictactoe, start, reply(start, 0))).toBe(start); // the reader's turn
    expect(reducePlay(tictactoe, back, { type: 'move', move: 0 })).toBe(back); // the computer's turn
    const answered = reducePlay(tictactoe, back, reply(back, 0));
    expect(answered.moves).toEqual([4, 0]);
    expect(answered.replies).toEqual([undefined, { move: 0, said: 'thought', ms: 1 }]);
    expect(turnOf(tictactoe, answered).phase).toBe('human');
  });

  test('take back returns to before the reader’s last move, the computer’s reply with it', () => {
    const s = run(tictactoe, start, { type: 'move', move: 4 });
    const t = run(tictactoe, s, reply(s, 0), { type: 'move', move: 8 });
    expect(run(tictactoe, t, { type: 'undo' }).moves).toEqual([4, 0]);
    const u = run(tictactoe, t, reply(t, 2), { type: 'undo' });
    expect(u.moves).toEqual([4, 0]);
    expect(u.replies).toEqual([undefined, { move: 0, said: 'thought', ms: 1 }]);
    expect(canUndo(start)).toBe(false);
  });

  test('the computer first: its opening cannot be taken back; the reader’s move and its answer can', () => {
    const s = newSession<string, { depth: number }>(sides('computer', 'human'), 7);
    expect(request(tictactoe, s)).toMatchObject({ player: 0, seed: moveSeed(7, 0), gameSeed: 7 });
    const t = run(tictactoe, s, reply(s, 4));
    expect(canUndo(t)).toBe(false);
    expect(run(tictactoe, t, { type: 'undo' })).toBe(t);
    const u = run(tictactoe, t, { type: 'move', move: 0 });
    expect(run(tictactoe, u, reply(u, 8), { type: 'undo' }).moves).toEqual([4]);
  });

  test('a new game clears the moves and draws the next seed (or the one given); new settings keep the game', () => {
    const s = run(tictactoe, start, { type: 'move', move: 4 });
    expect(run(tictactoe, s, { type: 'new' })).toMatchObject({ moves: [], replies: [], seed: 2 });
    expect(run(tictactoe, s, { type: 'new', seed: 42 }).seed).toBe(42);
    const t = run(tictactoe, s, { type: 'side', player: 1, side: { by: 'computer', computer: { depth: 5 } } });
    expect(t.moves).toEqual([4]);
    expect(request(tictactoe, t)?.computer).toEqual({ depth: 5 });
    expect(request(tictactoe, s)!.version).not.toBe(request(tictactoe, t)!.version);
  });

  test('a win and a draw end the game', () => {
    const won = run(tictactoe, newSession(sides('human', 'human')), ...[0, 3, 1, 4, 2].map((move) => ({ type: 'move', move }) as const));
    expect(turnOf(tictactoe, won)).toMatchObject({ phase: 'over', result: 0 });
    expect(run(tictactoe, won, { type: 'move', move: 5 })).toBe(won);
    const drawn = run(tictactoe, newSession(sides('human', 'human')), ...[4, 0, 8, 2, 1, 7, 6, 3, 5].map((move) => ({ type: 'move', move }) as const));
    expect(turnOf(tictactoe, drawn)).toMatchObject({ phase: 'over', result: 'draw' });
  });

  test('a link’s game keeps its legal start only; it may set who plays each side', () => {
    const s = run(tictactoe, start, { type: 'load', moves: [4, 0, 0, 8], seed: 5, by: ['computer', 'human'] });
    expect(s).toMatchObject({ moves: [4, 0], seed: 5, replies: [undefined, undefined] });
    expect(s.sides.map((x) => x.by)).toEqual(['computer', 'human']);
    expect(turnOf(tictactoe, s)).toMatchObject({ phase: 'computer', player: 0 });
  });

  test('a link’s computer settings go to both sides; without any, each side keeps its own', () => {
    expect(run(tictactoe, start, { type: 'load', computer: { depth: 4 } }).sides.map((x) => x.computer.depth)).toEqual([4, 4]);
    expect(run(tictactoe, start, { type: 'load', seed: 3 }).sides.map((x) => x.computer.depth)).toEqual([9, 2]);
  });
});

describe('computer against computer', () => {
  const start: S = newSession(sides('computer', 'computer'));

  test('each side is asked in turn with its own settings and its own earlier replies; take back is one move', () => {
    let s = start;
    for (const move of [4, 0, 8]) s = run(tictactoe, s, reply(s, move, `ply ${s.moves.length}`));
    expect(request(tictactoe, s)).toMatchObject({ player: 1, computer: { depth: 2 }, earlier: [{ move: 0, said: 'ply 1', ms: 1 }] });
    expect(run(tictactoe, s, { type: 'undo' }).moves).toEqual([4, 0]);
  });

  test('paused, nothing is asked; one move plays one, then it waits again', () => {
    const paused = run(tictactoe, start, { type: 'pause', paused: true });
    expect(turnOf(tictactoe, paused).phase).toBe('paused');
    expect(request(tictactoe, paused)).toBeNull();
    const stepping = run(tictactoe, paused, { type: 'step' });
    expect(turnOf(tictactoe, stepping).phase).toBe('computer');
    const after = run(tictactoe, stepping, reply(stepping, 4));
    expect(after).toMatchObject({ moves: [4], paused: true, stepping: false });
    expect(request(tictactoe, after)).toBeNull();
    expect(run(tictactoe, start, { type: 'step' })).toBe(start); // one move only while paused
  });
});

describe('Othello: a pass is a move', () => {
  // A seeded random game to the end, with a pass by each side (plies 57 and 60): the session plays it through.
  const rnd = seededRandom(66);
  const game: number[] = [];
  for (let p = othello.initial(); othello.legalMoves(p).length > 0; ) {
    const m = pick(rnd, othello.legalMoves(p));
    game.push(m);
    p = othello.play(p, m);
  }

  test('a side with no move passes, by hand or by the computer, and the game goes on to its end', () => {
    const passes = game.flatMap((m, i) => (m === PASS ? [i] : []));
    expect(passes).toEqual([57, 60]);
    let s: S = newSession(sides('human', 'computer'));
    for (const m of game) s = turnOf(othello, s).phase === 'human' ? run(othello, s, { type: 'move', move: m }) : run(othello, s, reply(s, m));
    expect(s.moves).toEqual(game);
    // Black (the reader) passed at ply 60, white (the computer) at ply 57.
    expect(s.replies[57]).toMatchObject({ move: PASS });
    expect(s.replies[60]).toBeUndefined();
    const end = positionAfter(othello, game);
    expect(turnOf(othello, s)).toMatchObject({ phase: 'over', result: othello.outcome(end)!.winner ?? 'draw' });
  });

  test('a pass is refused while a move is possible', () => {
    const s: S = newSession(sides('human', 'human'));
    expect(run(othello, s, { type: 'move', move: PASS })).toBe(s);
  });
});
