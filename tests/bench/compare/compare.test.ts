import { describe, expect, it } from 'vitest';
import { parseEdaxOutput, parseEdaxTime } from './edax.ts';
import { parsePonsReply } from './pons.ts';
import { parseCompareOptions } from './options.ts';
import { runProcess } from './childCpu.ts';
import { zeroEvalBytes } from './edaxZeroEval.ts';
import { timedMain } from './ponsTimedMain.ts';

// Edax 4.6's `-solve` output for FFO #40, as it printed it here (one thread, no book).
const EDAX_40 = ` # | depth|score|       time   |  nodes (N)  |   N/s    | principal variation
---+------+-----+--------------+-------------+----------+---------------------
  1|   20   +38        0:02.834      20997703    7409211 a2 B1 c1 PA b6 C7 a7
---+------+-----+--------------+-------------+----------+---------------------
/tmp/ffo40.obf: 20997703 nodes in  0:02.834 (cpu =  0:00.606) ( 7409211 nodes/s).
`;

describe('the reference protocols', () => {
  it("writes Edax 4.6's evaluation file with every weight zero: its header, then 61 x 114,364 zero weights", () => {
    const bytes = zeroEvalBytes();
    expect(bytes.length).toBe(28 + 61 * 114_364 * 2);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('XADELAVE'); // "EDAX", "EVAL" as little-endian words
    expect([...new Uint32Array(bytes.buffer, 8, 3)]).toEqual([4, 6, 0]);
    expect(bytes.slice(20).every((b) => b === 0)).toBe(true);
  });

  it("reads Edax's -solve row and its own CPU time", () => {
    expect(parseEdaxOutput(EDAX_40)).toEqual({ score: 38, move: 'a2', nodes: 20997703, selfCpuMs: 606 });
  });

  it('reads a negative score, a selectivity mark and a pass', () => {
    const out = '  1|22@73%  -12        0:00.100        123456             PS h4\n';
    expect(parseEdaxOutput(out)).toEqual({ score: -12, move: 'pass', nodes: 123456, selfCpuMs: undefined });
  });

  it("throws on output with no result row, quoting it", () => {
    expect(() => parseEdaxOutput('Cannot open data/eval.dat')).toThrow(/no result row.*eval\.dat/s);
  });

  it("reads Edax's times with hours", () => {
    expect(parseEdaxTime('1:02:03.456')).toBe(3723456);
  });

  it("reads Pons' answer line: score, nodes and microseconds when printed", () => {
    expect(parsePonsReply('2252576253462244111563365343671351441', '2252576253462244111563365343671351441 -1 4 2')).toEqual({
      score: -1,
      nodes: 4,
      selfUs: 2,
    });
    expect(parsePonsReply('4453', '4453 -2 1234 56.125000')).toEqual({ score: -2, nodes: 1234, selfUs: 56.125 });
    expect(parsePonsReply('4453', '4453 -2')).toEqual({ score: -2, nodes: undefined, selfUs: undefined });
    expect(() => parsePonsReply('4453', '4454 -2')).toThrow(/answered '4454 -2' to '4453'/);
  });
});

describe('the compare flags', () => {
  it('takes --compare, --ref and --rounds out of the suite arguments', () => {
    expect(parseCompareOptions(['40-44', '--compare', '--ref', 'edax -solve {obf}', '--rounds', '5', 'one'])).toEqual({
      ref: 'edax -solve {obf}',
      rounds: 5,
      rest: ['40-44', 'one'],
    });
    expect(parseCompareOptions(['40'])).toEqual({ ref: undefined, rounds: 3, rest: ['40'] });
  });

  it('names the problem with a flag', () => {
    expect(() => parseCompareOptions(['--compare'])).toThrow(/--compare needs --ref/);
    expect(() => parseCompareOptions(['--ref', 'x'])).toThrow(/only read with --compare/);
    expect(() => parseCompareOptions(['--compare', '--ref', 'x', '--rounds', '0'])).toThrow(/--rounds 0/);
    expect(() => parseCompareOptions(['--compare', '--ref'])).toThrow(/--ref needs a value/);
  });
});

describe('the CPU time of a child process', () => {
  it('is read from its rusage and excludes the time it sleeps', () => {
    const run = runProcess('sleep 0.2; echo done');
    expect(run.stdout).toBe('done\n');
    expect(run.wallMs).toBeGreaterThanOrEqual(200);
    expect(run.cpuMs).toBeLessThan(150);
  });

  it('names the command that failed', () => {
    expect(() => runProcess('echo oops >&2; exit 3')).toThrow(/'echo oops >&2; exit 3' failed \(status 3\): oops/);
  });

  it("edits the reference's main loop to empty its table and time the solve alone, once", () => {
    // The shape of the lines it looks for, not the reference's file.
    const loop = ['      else {', '        int score = solver.solve(P, weak);', '        std::cout << " " << score;', '      }'].join('\n');
    const edited = timedMain(loop);
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.text).toMatch(/^#include <time.h>\n/);
    expect(edited.text).toMatch(/solver\.reset\(\);\s+timespec t0, t1;\s+clock_gettime\(CLOCK_THREAD_CPUTIME_ID, &t0\);\s+int score = solver\.solve\(P, weak\);/);
    expect(edited.text).toContain('solver.getNodeCount()');
    expect(timedMain(edited.text)).toEqual(edited);
    expect(timedMain('int main() {}')).toEqual({ ok: false, error: expect.stringMatching(/another version of main.cpp/) });
  });
});
