/**
 * @packageDocumentation
 * The Othello reference protocol: Edax's problem solver, one process per
 * position. The command given with `--ref` holds `{obf}`, replaced by the path
 * of a file with the one position in Edax's OBF format (`<64 squares> <side>;`),
 * and the program prints Edax's `-solve` table: a row per position
 *
 *     1|   20   +38        0:02.834      20997703    7409211 a2 B1 c1 PA b6
 *       (number | depth[@selectivity] score time nodes [nodes/s] principal variation)
 *
 * and a summary line holding `(cpu = 0:00.606)`, Edax's own CPU time for the
 * search (its table clearing included, its start-up not).
 */

export interface EdaxAnswer {
  score: number;
  /** The first move of the principal variation, lower case (`a2`), or 'pass'. */
  move: string;
  nodes: number;
  /** Edax's own CPU time for the position, ms (undefined when not printed). */
  selfCpuMs: number | undefined;
}

/** `0:02.834` or `1:02:03.456` (Edax's `time_print`) in milliseconds. */
export function parseEdaxTime(text: string): number {
  return text.split(':').reduce((acc, part) => acc * 60 + Number(part), 0) * 1000;
}

const ROW = /^\s*\d+\|\s*\d+(?:@\d+%)?\s+([+-]\d+)\s+([\d:.]+)\s+(\d+)\s+(.*)$/;
const CPU = /\(cpu =\s*([\d:.]+)\)/;

/** Reads the last result row of Edax's `-solve` output; throws when there is none. */
export function parseEdaxOutput(stdout: string): EdaxAnswer {
  const rows = stdout.split('\n').map((l) => ROW.exec(l)).filter((m) => m !== null);
  const last = rows.at(-1);
  if (!last) throw new Error(`no result row in the reference's output:\n${stdout.slice(0, 500)}`);
  const move = last[4].split(/\s+/).find((w) => /^([a-h][1-8]|p[as]s?)$/i.test(w)) ?? '';
  const cpu = CPU.exec(stdout);
  return {
    score: Number(last[1]),
    move: /^p/i.test(move) ? 'pass' : move.toLowerCase(),
    nodes: Number(last[3]),
    selfCpuMs: cpu ? parseEdaxTime(cpu[1]) : undefined,
  };
}

/** One position as an OBF line: the 64 squares (`X`, `O`, `-`), the side to move, a semicolon. */
export const obfLine = (board: string, side: 'X' | 'O'): string => `${board} ${side};\n`;
