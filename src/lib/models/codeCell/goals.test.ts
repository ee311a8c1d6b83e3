import { describe, expect, test } from 'vitest';
import { CodeRunClient, runMatch } from '../../codeCell/clients.ts';
import { compileEvaluation } from '../../codeCell/compile.ts';
import { inProcessRunWorkers } from '../../codeCell/inProcess.ts';
import { contractFor, type Contract } from './contracts.ts';
import { GOAL_SOLUTIONS } from './goalSolutions.ts';
import { CODE_GOALS, checkGoal, goalStatement, isCodeGoalName, type CodeGoalName, type GoalMatch, type MatchGoal } from './goals.ts';
import { playMatch, type MatchGameRecord, type SideId } from './match.ts';

const GOAL: MatchGoal = CODE_GOALS['connect4-beat'];

/** A finished game won by `winner` (or drawn, or stopped by A's code). */
const game = (index: number, winner: SideId | null, stopped = false): MatchGameRecord => ({
  index,
  first: index % 2 === 0 ? 'a' : 'b',
  moves: [0, 1, 2],
  winner: stopped ? null : winner,
  nodes: 10,
  ...(stopped ? { stopped: { side: 'a' as const, kind: 'threw' as const, message: 'your evaluation threw an exception' } } : {}),
});

/** The goal's match, done, with these winners game by game. */
const done = (winners: readonly Outcome[], over: Partial<GoalMatch> = {}): GoalMatch => ({
  status: 'done',
  depth: GOAL.depth,
  games: GOAL.games,
  seed: GOAL.seed,
  againstBuiltIn: true,
  records: winners.map((w, i) => (w === 'stopped' ? game(i, null, true) : game(i, w))),
  ...over,
});

type Outcome = SideId | null | 'stopped';
const times = (n: number, x: Outcome): Outcome[] => Array.from({ length: n }, () => x);

describe('checkGoal: from the games the sandbox reported', () => {
  test('no match, or one running: nothing to judge, and the reader is told what to do', () => {
    expect(checkGoal(GOAL, null)).toEqual({ status: 'open', reason: 'Run the match with the goal’s settings to check it.' });
    expect(checkGoal(GOAL, { ...done([]), status: 'running' })).toEqual({ status: 'open', reason: 'The match is running: the goal is checked when it ends.' });
  });

  test('a match with other settings does not count, and says which', () => {
    const r = checkGoal(GOAL, done(times(10, 'a'), { depth: 4, games: 10, againstBuiltIn: false }));
    expect(r).toEqual({
      status: 'open',
      reason: 'This match does not count for the goal: it had depth 4, not 3; 10 games, not 20; a saved version as the opponent, not the built-in evaluation.',
    });
    expect(checkGoal(GOAL, done(times(20, 'a'), { seed: 2 })).reason).toBe('This match does not count for the goal: it had seed 2, not 1.');
  });

  test('a cancelled or broken match does not count', () => {
    expect(checkGoal(GOAL, done(times(7, 'a'), { status: 'cancelled' }))).toEqual({ status: 'open', reason: 'The match did not finish (7 of 20 games): run it again to check the goal.' });
    expect(checkGoal(GOAL, done(times(20, 'a'), { status: 'error' })).status).toBe('open');
  });

  test('more wins than the built-in evaluation: met; as many or fewer: not met, with the score', () => {
    const met = checkGoal(GOAL, done([...times(11, 'a'), ...times(9, 'b')]));
    expect(met).toMatchObject({ status: 'met', reason: 'You won 11, the built-in evaluation 9, with 0 draws.' });
    const even = checkGoal(GOAL, done([...times(9, 'a'), ...times(9, 'b'), null, null]));
    expect(even).toMatchObject({ status: 'not-met', reason: 'You won 9, the built-in evaluation 9, with 2 draws: you need more wins than it.' });
    expect(even.status !== 'open' && even.tally).toEqual({ a: 9, b: 9, draws: 2, stopped: 0, games: 20 });
  });

  test('a game stopped by the reader’s code fails the goal, whatever the score', () => {
    expect(checkGoal(GOAL, done([...times(19, 'a'), 'stopped']))).toMatchObject({
      status: 'not-met',
      reason: '1 game stopped on a problem in your code (see the table): every game must be played to its end.',
    });
  });

  test('the statement names the goal’s own settings', () => {
    expect(goalStatement(GOAL)).toBe('Beat the built-in evaluation: in a match of 20 games at depth 3 with seed 1, win more games than it does, with no game stopped.');
    expect(isCodeGoalName('connect4-beat')).toBe(true);
    expect(isCodeGoalName('toString')).toBe(false);
  });
});

/** The goal's match as the cell plays it: the reader's code compiled, each game a job answered as the sandbox answers. */
async function playGoal(name: CodeGoalName, source: string): Promise<GoalMatch> {
  const goal: MatchGoal = CODE_GOALS[name];
  const contract = contractFor(goal.game, goal.config);
  const compiled = compileEvaluation(source, contract.declarations);
  expect(compiled.diagnostics).toEqual([]);
  const client = new CodeRunClient(inProcessRunWorkers());
  const base = { game: goal.game, ...(goal.config ? { config: goal.config } : {}), a: compiled.js, b: null, names: { a: 'your evaluation', b: 'the built-in evaluation' } };
  const out = await runMatch(client, { base, games: goal.games, depth: goal.depth, seed: goal.seed, limitMs: 60_000 }, () => {});
  client.dispose();
  return { status: out.cancelled ? 'cancelled' : out.error ? 'error' : 'done', depth: goal.depth, games: goal.games, seed: goal.seed, againstBuiltIn: true, records: out.records };
}

// Each goal can be met, and is not met by the code the cell starts from: the engine plays the matches.
describe.each(Object.keys(CODE_GOALS) as CodeGoalName[])('the goal %s, played by the engine', (name) => {
  const goal: MatchGoal = CODE_GOALS[name];
  const contract = contractFor(goal.game, goal.config) as Contract;

  test('the engine’s own evaluation does not meet it: against itself it wins no more than it loses', () => {
    const own = (p: unknown) => contract.engine.evaluate(p);
    const records = playMatch({ game: contract.engine, start: contract.engine.initial(), depth: goal.depth, a: own, b: own, seed: goal.seed }, goal.games);
    const r = checkGoal(goal, { status: 'done', depth: goal.depth, games: goal.games, seed: goal.seed, againstBuiltIn: true, records });
    expect(r.status).toBe('not-met');
  });

  test('the cell’s template and the blank function do not meet it', async () => {
    expect((checkGoal(goal, await playGoal(name, contract.template))).status).toBe('not-met');
    expect((checkGoal(goal, await playGoal(name, contract.blank))).status).toBe('not-met');
  });

  test('the solution the cell offers meets it', async () => {
    const r = checkGoal(goal, await playGoal(name, GOAL_SOLUTIONS[name]));
    expect(r.status).toBe('met');
  });
});
