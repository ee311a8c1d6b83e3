/**
 * The checked exercises' own words (questions, hints, answers, explanations,
 * feedback), one key per module of src/lib/models/exercises/: the generators
 * take these words and draw the same question from a seed in every language.
 * The card's chrome (buttons, labels) is the `exercise` namespace.
 */

/** Readers of typed answers (readers.ts). */
const readers = {
  typeNumber: 'type a number first',
  notNumber: (raw: string): string => `“${raw}” is not a number: use digits, 0x… for hexadecimal or 0b… for binary`,
  notWhole: (part: string): string => `“${part}” is not a whole number: write the list like [7; 6; 5]`,
  notOneOf: (text: string, words: readonly string[]): string => `“${text}” is not one of ${words.join(', ')}`,
};

/** A move answer (positions.ts). */
const positions = {
  right: (name: string, others: string): string => `Right: ${name}${others !== '' ? ` (so would ${others})` : ''}.`,
  wrong: (name: string, why: string): string => `Not ${name}: ${why}`,
};

/** Exercises on abstract trees (trees.ts). */
const trees = {
  rules: { alphabeta: 'alpha-beta', shallow: 'the course’s rule (each node compared with its parent’s bound only)' },
  picture: (compact: string): string => `The tree ${compact}, leaves numbered from the left`,
  none: 'none',
  seeded: (seed: number): string => `the tree of seed ${seed}`,
  wholeNumber: 'a whole number',
  value: {
    hint: 'Work from the bottom up: a MAX node takes the largest of its children, a MIN node the smallest.',
    prompt: (name: string): string => `What is ${name} worth to MAX, who moves at the root?`,
    explanation: (value: number): string => `Minimax backs the leaves up level by level: the root, a MAX node, gets ${value}.`,
    right: (value: number): string => `Right: the tree is worth ${value}.`,
    wrong: (given: number): string => `Not ${given}: back the values up once more, level by level, MIN nodes taking the smallest child.`,
  },
  prune: {
    format: 'leaf numbers, like 4, 7 (or none)',
    hintAlphabeta:
      'Carry the window down: a MIN node stops as soon as a child is no better for MAX than what MAX is already sure of higher up; a MAX node stops when a child is at least what MIN is sure of higher up.',
    hintShallow: 'A node stops as soon as a child’s value makes it worse, for its parent, than the best the parent already has; bounds from higher up are not used.',
    prompt: (name: string, rule: string): string => `Searching ${name} from left to right, which leaves does ${rule} never read?`,
    explanation: (read: string, value: number, skipped: string): string => `It reads leaves ${read} in that order and finds the value ${value}; the others (${skipped}) cannot change it.`,
    rightNone: 'Right: nothing is skipped.',
    right: (skipped: string): string => `Right: leaves ${skipped} are never read.`,
    extra: (leaves: string, count: number): string => `leaf ${leaves} ${count > 1 ? 'are' : 'is'} read (its value still matters when the search gets there)`,
    missing: (count: number): string => `${count} skipped ${count > 1 ? 'leaves are' : 'leaf is'} missing from your list`,
    wrong: (parts: readonly string[]): string => `Not quite: ${parts.join('; ')}.`,
  },
  window: {
    hint: 'Fail-hard clamps its answer to the window: a true value at or below α comes back as α, one at or above β as β.',
    prompt: (name: string, alpha: number, beta: number): string =>
      `A fail-hard alpha-beta searches ${name} with the window (α, β) = (${alpha}, ${beta}). What does it return at the root?`,
    below: (alpha: number, got: number): string => `that is at or below α = ${alpha}, so the search only learns "no more than α" and returns ${got}`,
    above: (beta: number, got: number): string => `that is at or above β = ${beta}, so the search stops with "at least β" and returns ${got}`,
    inside: 'that lies inside the window, so the search returns it exactly',
    explanation: (value: number, how: string): string => `The tree is worth ${value}; ${how}.`,
    right: (value: number): string => `Right: ${value}.`,
    wrong: (given: number): string => `Not ${given}: find the tree's value first, then compare it with the window.`,
  },
};

/** The OCaml course's bitboard exercises (bitboards.ts). */
const bitboards = {
  noCell: 'no cell',
  cells: (cells: readonly number[]): string => `cells ${cells.join(', ')}`,
  /** What B4's explanation cuts from `cells(…)` to name the cells alone. */
  cellsPrefix: 'cells ',
  numberRight: (hex: string, bin: string): string => `Right: ${hex}, binary ${bin}.`,
  numberWrong: (given: number, bin: string, cells: string, hint: string): string => `Not quite: ${given} is binary ${bin}, the bitboard of ${cells}. ${hint}`,
  numberRange: (hint: string): string => `Not quite: a bitboard of nine cells is a number from 0 to 511. ${hint}`,
  numberFormat: 'a number: decimal, 0x… or 0b…',
  A1: {
    title: 'A cell as a bitboard',
    hint: 'Cell k is bit k: 1 shifted left k times.',
    prompt: (k: number): string => `What does pos_to_bb ${k} return?`,
    explanation: (k: number, v: number): string => `Cell ${k} is bit ${k}, so the answer is 1 lsl ${k} = 2^${k} = ${v}.`,
  },
  A2: {
    title: 'A bitboard from a list of cells',
    hint: 'Set the bit of each cell of the list (an OR of the pos_to_bb of each).',
    prompt: (list: string): string => `What does create_bb ${list} return?`,
    explanation: (sum: string, bb: number, bin: string): string => `${sum} = ${bb}, binary ${bin}.`,
  },
  A4: {
    title: 'Reading a cell',
    courseNote: "The course's signature says t_cell, a type it never declares: its declaration is ttt_cell, used here.",
    format: 'Cross, Nought or Empty',
    prompt: (k: number): string => `On the board shown, what does get_cell board ${k} return (cells numbered from 8 top left to 0 bottom right)?`,
    explanation: (k: number, cross: string, crossBit: number, nought: string, noughtBit: number): string =>
      `Bit ${k} of the cross bitboard (${cross}) is ${crossBit}, of the nought bitboard (${nought}) ${noughtBit}.`,
    right: (answer: string): string => `Right: ${answer}.`,
    wrong: (given: string): string => `Not ${given}: shift each bitboard right by the cell number and look at the last bit.`,
  },
  B1: {
    title: 'Printing a board',
    format: 'three lines, X, O and _ separated by spaces, top row (cells 8 7 6) first',
    prompt: 'What does show print for the board shown?',
    explanation: 'Cells 8 down to 0, three to a line: a cross is X, a nought O, an empty cell _.',
    right: 'Right.',
    wrong: 'Not quite: the top line holds cells 8, 7, 6, left to right.',
  },
  B2: {
    title: 'Free cells as a bitboard',
    hint: 'The free cells are those in neither bitboard: the complement of their OR, kept to nine bits.',
    prompt: 'What does bb_free_moves return for the board shown?',
    explanation: (or: string, free: string, f: number): string => `cross lor nought = ${or}; its complement, land 0x1FF, is ${free} = ${f}.`,
  },
  B3: {
    title: 'Free cells as a list',
    courseNote: 'The course gives no solution for B3 (it goes straight on to B4): the answer here is the engine’s.',
    format: 'an OCaml list, highest cell first, like [7; 6; 5]',
    prompt: 'What does free_moves return for the board shown?',
    explanation: 'The set bits of bb_free_moves, from cell 8 down to cell 0, as the course’s example orders them.',
    right: (list: string): string => `Right: ${list}.`,
    order: 'The right cells, in the wrong order: the course lists the highest cell first.',
    wrong: (free: number): string => `Not quite: ${free} cells are free.`,
  },
  B4: {
    title: 'A winning mask',
    hint: 'Set the three bits of the line, in the course’s numbering (8 top left, 0 bottom right).',
    lines: ['top row', 'middle row', 'bottom row', 'left column', 'middle column', 'right column', 'diagonal from top left', 'diagonal from top right'],
    prompt: (line: string): string => `Which bitboard is the ${line}?`,
    explanation: (cells: string, bin: string, hex: string): string => `Its cells are ${cells}: ${bin} in binary, ${hex} in hexadecimal.`,
  },
  B5: {
    title: 'A win test',
    format: 'true or false',
    prompt: (bb: number, bin: string): string => `What does is_winning_bb ${bb} return (${bin} in binary)?`,
    win: 'One of the eight masks m has bb land m = m: a full line.',
    noWin: 'For each of the eight masks m, bb land m differs from m: no full line.',
    right: (answer: string): string => `Right: ${answer}.`,
    wrong: 'Not quite: compare bb land m with m for each of the eight masks m.',
  },
  B6: {
    title: 'The winner',
    courseNote: "The course's signature says t_player, a type it never declares: its declaration is ttt_player, used here.",
    format: 'Some PCross, Some PNought or None',
    prompt: 'What does winner return for the board shown?',
    explanation: 'is_winning_bb on the cross bitboard, then on the nought bitboard.',
    right: (answer: string): string => `Right: ${answer}.`,
    wrong: 'Not quite: look for a full line of each side.',
  },
  B7: {
    title: 'The open-lines evaluation',
    format: 'a whole number (it can be negative)',
    prompt: 'What does pos_eval return for the board shown (lines still open to crosses minus lines still open to noughts)?',
    explanation: (noNought: number, noCross: number): string => `Lines with no nought: ${noNought}; lines with no cross: ${noCross}.`,
    right: (answer: number): string => `Right: ${answer}.`,
    wrong: 'Not quite: count the lines with none of the other side’s stones, for each side.',
  },
  C1: {
    title: 'Minimax’s move',
    courseNote: "The course's signature says t_player, a type it never declares: its declaration is ttt_player, used here.",
    format: 'a cell number, course numbering (8 top left)',
    crosses: 'crosses',
    noughts: 'noughts',
    prompt: (mover: string): string => `On the board shown, ${mover} to move: where does minimax play, searching to the end of the game?`,
    oneCell: (cell: number): string => `cell ${cell}`,
    anyCell: (cells: string): string => `any of cells ${cells}`,
    win: 'a win',
    loss: 'a loss',
    draw: 'a draw',
    explanation: (list: string, outcome: string, mover: string): string => `Every best move: ${list} (value ${outcome} for ${mover}).`,
    notCell: (n: number): string => `${n} is not a cell: cells are numbered 0 to 8`,
    right: (cell: number, only: boolean): string => `Right: cell ${cell} is ${only ? 'the' : 'a'} best move.`,
    wrong: (cell: number): string => `Not cell ${cell}: search every reply, to the end.`,
  },
};

/** Lesson 1's 19-bit board exercises (bits19.ts). */
const bits19 = {
  none: 'none',
  describe: (x: string, o: string, mover: string): string => `X on ${x}, O on ${o}, ${mover} to move`,
  E1: {
    title: 'A board as one 19-bit number',
    format: 'a number: decimal, 0x… or 0b…',
    hint: 'Bits 0–8 hold X’s cells, bits 9–17 O’s cells (cell c at bit 9 + c), bit 18 is 1 when O is to move.',
    prompt: (mover: string): string => `Write the board shown as the course’s 19-bit number (cells 0 to 8 in reading order, ${mover} to move).`,
    explanation: (x: string, o: string, turn: number, bin: string, p: number): string =>
      `X’s field is ${x}, O’s ${o} shifted left by 9, the turn bit ${turn} shifted left by 18: together binary ${bin} = ${p}.`,
    right: (answer: string): string => `Right: ${answer}.`,
    wrong: (given: number, reads: string): string => `Not quite: ${given} reads as ${reads}.`,
    range: (max: number): string => `Not quite: a 19-bit number lies between 0 and ${max}.`,
  },
  E2: {
    title: 'A 19-bit number back into a board',
    format: 'cell numbers 0–8, like 0, 4, 8 (or none)',
    hint: 'Take bits 9 to 17: shift right by 9 and keep nine bits (AND 511); each 1 is an O.',
    prompt: (p: number): string => `The number ${p} is a tic-tac-toe position in the course’s encoding. On which cells are O’s stones?`,
    explanation: (p: number, bin: string, reads: string): string => `${p} is binary ${bin}: ${reads}.`,
    right: (cells: string): string => `Right: O is on ${cells}.`,
    wrong: (cells: string, bits: string): string => `Not quite: cells ${cells} would be the bits ${bits}; look at the bits from 9 to 17 of the number in binary.`,
  },
  E3: {
    title: 'How many positions below this board?',
    courseNote: 'The course’s fourth exercise asks this from the empty board; here the board is drawn further on, so it can be counted by hand (or by a short program).',
    format: 'a whole number',
    hint: 'Count the board itself, then each position after one move, two moves, …; a won position has no children, and neither has a full board.',
    prompt: 'How many positions does the complete game tree below the board shown hold, the board itself included, if a won position has no children?',
    explanation: (positions: number, games: number, x: number, o: number, draws: number): string =>
      `The tree has ${positions} positions, ${games} of them finished games: ${x} won by X, ${o} by O, ${draws} drawn.`,
    right: (positions: number): string => `Right: ${positions} positions.`,
    wrong: (given: number, tooFew: boolean): string =>
      `Not ${given}: ${tooFew ? 'too few; did you count the board itself and every finished game?' : 'too many; a won position ends its branch.'}`,
  },
};

/** Lesson 1's draughts exercises (draughts.ts). */
const draughts = {
  layouts: {
    kings: 'three fields (White’s pieces, Black’s pieces, and a kings mask) and a turn bit',
    four: 'four fields (White’s men, White’s kings, Black’s men, Black’s kings) and a turn bit',
  },
  /** The layouts' fields by name (models/draughts.ts), as an explanation lists them. */
  fields: {
    white: 'white',
    black: 'black',
    kings: 'kings',
    'white men': 'white men',
    'white kings': 'white kings',
    'black men': 'black men',
    'black kings': 'black kings',
    turn: 'turn',
  } as Readonly<Record<string, string>>,
  D1: {
    title: 'A draughts board in bits',
    courseNote:
      'The course’s first exercise, “represent a draughts board”, is a design with many right answers; this checks the sizes of the two layouts the lesson proposes, and the floor under any layout.',
    format: 'a whole number of bits',
    minimumPrompt: (size: number): string =>
      `A draughts position on ${size} × ${size} is the contents of every dark square (empty, or a man or a king of either side) and whose turn it is. However it is encoded, how many bits must it take at the least?`,
    minimumHint:
      'Count the dark squares: half the board. Each has five possible states, so all of them together have 5 to the power of that many states; add one bit for the turn, and round the logarithm up.',
    minimumExplanation: (cells: number, bits: number, minimum: number, kings: number, four: number): string =>
      `${cells} dark squares with five states each: ⌈${cells} × log₂ 5⌉ = ${bits} bits, plus 1 for the turn: ${minimum}. The lesson’s layouts take more (${kings} and ${four}) but each piece test is one AND.`,
    totalPrompt: (size: number, layout: string): string =>
      `A draughts position on ${size} × ${size} is stored as ${layout}, one bit per dark square in each field. How many bits in all?`,
    totalHint: 'Only the dark squares are played on: half the board. Each field has one bit per dark square; the turn is one bit.',
    totalExplanation: (cells: number, sum: string, total: number): string => `${cells} dark squares: ${sum} = ${total} bits.`,
    right: (bits: number): string => `Right: ${bits} bits.`,
    wrong: (given: number, tooMany: boolean): string =>
      `Not ${given}: ${tooMany ? 'too many; did you count the light squares too?' : 'too few; count every field, and the turn.'}`,
  },
  D2: {
    title: 'The material term, from the bitboards',
    courseNote:
      'The course’s second exercise, “which static evaluation for draughts?”, is open: no checker can grade an evaluation in words. Its first term, material, can be computed from the fields, and that is what this asks.',
    format: 'a whole number, negative when the side to move is behind',
    hint: 'A side’s men are its field AND NOT the kings mask, its kings its field AND the mask; count the 1s of each (a popcount). Then own minus opponent’s, for the side to move.',
    white: 'White',
    black: 'Black',
    prompt: (white: string, black: string, kings: string, mover: string, weight: number): string =>
      `An 8 × 8 position in the kings layout (bit i stands for dark square i): white = ${white}, black = ${black}, kings = ${kings}, ${mover} to move. A man is worth 1 and a king ${weight}. What is the material evaluation for ${mover}?`,
    explanation: (w: { men: number; kings: number }, b: { men: number; kings: number }, mover: string, sum: string, answer: number): string =>
      `White has ${w.men} men and ${w.kings} kings, Black ${b.men} men and ${b.kings} kings. For ${mover}: ${sum} = ${answer}.`,
    right: (answer: number): string => `Right: ${answer}.`,
    opponent: (given: number): string => `Not ${given}: that is the opponent’s view; the evaluation is for the side to move.`,
    wrong: (given: number): string => `Not ${given}: count each side’s men and kings again (field AND NOT kings, field AND kings).`,
  },
};

/** Lesson 6's Connect Four exercises (connect4.ts). */
const connect4 = {
  C1: {
    title: 'Min-max on a small tree',
    courseNote: 'The course’s toy game is a tree like this one: the computer maximises at the root, the opponent minimises below.',
  },
  C2: {
    title: 'Open windows',
    courseNote: 'The course names no evaluation; counting open windows is the one this site’s engine uses for Connect-K.',
    format: 'a whole number',
    hint: 'A window is four cells in a row, column or diagonal. Look at every window through each of the mover’s stones, and drop those that hold an opponent’s stone.',
    prompt: (mover: string, path: string): string =>
      `${mover} is to move (moves so far: ${path}). How many windows of four cells hold at least one ${mover} stone and no stone of the opponent?`,
    explanation: (all: number, open: number, mover: string): string => `Of the board’s ${all} windows, ${open} are still open for ${mover} and hold one of its stones.`,
    right: (n: number): string => `Right: ${n} open windows.`,
    wrong: (given: number, tooFew: boolean): string =>
      `Not ${given}: ${tooFew ? 'some are missing; count the diagonals and the windows that reach past the stone on either side' : 'too many; a window with a stone of the opponent is closed'}.`,
  },
  C3: {
    title: 'Win at once',
    format: 'a column, 1 to 7',
    hint: 'A stone lands on top of its column. Which column would give the mover four in a row, across, up or on a diagonal?',
    prompt: (mover: string, path: string): string => `${mover} is to move (moves so far: ${path}). Which column wins at once?`,
    explanation: (moves: string, count: number): string => `The engine tries every column and checks for four in a row: ${moves} ${count > 1 ? 'win' : 'wins'}.`,
    noLine: 'that stone makes no line of four.',
    /** A move that cannot be read, by the rules' error code: null keeps the rules' own message. */
    moveError: (_code: string, _text: string): string | null => null,
  },
};

/** Lesson 4's Othello exercises (othello.ts). */
const othello = {
  black: 'Black (X)',
  white: 'White (O)',
  picture: (side: string): string => `The Othello board, ${side} to move`,
  key: 'X black, O white',
  wholeNumber: 'a whole number',
  right: (answer: number, what: string): string => `Right: ${answer} ${what}.`,
  wrong: (given: number, hint: string): string => `Not ${given}: ${hint}`,
  O1: {
    title: 'How many moves?',
    hint: 'A move must touch an opponent’s disc and close a line of them (in any of eight directions) with a disc of the mover’s colour.',
    prompt: (side: string): string => `${side} is to move on the board shown. How many legal moves does it have?`,
    explanation: (moves: string): string => `The legal moves are ${moves}.`,
    what: (_n: number): string => 'legal moves',
    wrong: 'check every empty square next to an opponent’s disc, in all eight directions.',
  },
  O2: {
    title: 'How many discs turn?',
    hint: 'From the square played, walk each of the eight directions: the opponent’s discs between it and the first disc of the mover’s colour turn over.',
    prompt: (side: string, square: string): string => `${side} is to move on the board shown and plays ${square}. How many discs turn over?`,
    explanation: (square: string, side: string, after: number, before: number, turned: number): string =>
      `After ${square}, ${side} has ${after} discs instead of ${before}: the new disc and ${turned} turned over.`,
    what: (_n: number): string => 'discs turn over',
    wrong: 'look in all eight directions, diagonals too, and stop each at the first disc of the mover’s colour.',
  },
  O3: {
    title: 'The value of a short endgame',
    format: 'a whole number, negative if the side to move loses',
    hint: 'Few squares are left: try each move, then each reply, to the end. Count the discs at the end; empty squares go to the winner.',
    meaning: 'final disc difference for the side to move, empty squares to the winner',
    prompt: (side: string, empty: number, meaning: string): string => `${side} is to move with ${empty} empty squares left. With perfect play on both sides, what is the ${meaning}?`,
    win: 'a win',
    loss: 'a loss',
    draw: 'a draw',
    explanation: (outcome: string, by: number, best: string, nodes: number): string =>
      `The exact solver searches every line to the end: ${outcome} by ${by}, with ${best} (${nodes} positions searched).`,
    what: (_n: number): string => '',
    wrong: 'the sign is for the side to move; try its best move against the reply that hurts it most.',
  },
  O4: {
    title: 'Prune it yourself with the course’s rule',
    courseNote: 'The course’s rule compares a node with its parent’s bound only, so it misses the deep cutoffs alpha-beta makes.',
  },
  O5: { title: 'Prune it yourself with alpha-beta' },
  deepTree: 'the deep-cutoff tree',
  courseTree: 'the course’s worked tree',
};

/** Lesson 3's recursion exercises (recursion.ts). */
const recursion = {
  R1: {
    title: 'Who wins with perfect play?',
    format: 'X, O or draw',
    /** The outcomes as typed: X, O, and the word for a draw (the readers take these and the aliases). */
    outcomes: ['X', 'O', 'draw'] as readonly string[],
    aliases: { nobody: 'draw', tie: 'draw', x: 'X', o: 'O' } as Readonly<Record<string, string>>,
    hint: 'Look for a move that wins at once or a threat that must be blocked, then follow each reply to the end: the course’s procedure does exactly this, recursively.',
    prompt: (mover: string): string => `${mover} is to move on the board shown. If both sides play perfectly, who wins?`,
    aDraw: 'a draw',
    wins: (side: string): string => `${side} wins`,
    explanation: (v: number, why: string): string => `A full minimax search from this board gives ${v} for X (positive: X wins, negative: O wins, 0: a draw): ${why}.`,
    noLine: 'neither side can force a line',
    forces: (side: string): string => `${side} can force a line whatever the other does`,
    right: (answer: string): string => `Right: ${answer}.`,
    wrong: (given: string, why: string): string => `Not ${given}: ${why}.`,
    defence: 'each side has a defence against every plan',
    plan: (side: string): string => `${side} has a plan that works against every reply`,
  },
  notCell: (text: string): string => `“${text}” is not a cell: write a column A–C and a row 1–3, like B2`,
  R2: {
    title: 'The forced move',
    courseNote: 'The course’s procedure plays a forced move first: if the opponent threatens a line, the only moves worth searching are those that block it.',
    format: 'a cell, like B2',
    hint: 'Can the side to move win at once? If not, which empty cell would complete a line for the opponent?',
    prompt: (mover: string): string => `${mover} is to move on the board shown. Where must ${mover} play?`,
    explanation: (cell: string): string => `The opponent threatens to complete a line at ${cell}; every other move loses at once.`,
    agrees: 'The full search agrees: it is the only move that keeps the best value.',
    right: (cell: string): string => `Right: ${cell} blocks the threat.`,
    wrong: (given: string, cell: string): string => `Not ${given}: after it the opponent plays ${cell} and completes a line.`,
  },
  R3: { title: 'The course’s worked tree, valued by hand' },
  R4: {
    title: 'Prune it yourself: what alpha-beta never reads',
    courseNote: 'A preview of the next lesson: the course prunes its tree with a rule of its own; full alpha-beta skips these leaves.',
  },
  courseTree: 'the course’s worked tree',
  deepTree: 'the deep-cutoff tree',
};

/** Lesson 5's tetromino exercises (tetromino.ts). */
const tetromino = {
  /** The engine's players, Blue and Red, by index. */
  players: ['Blue', 'Red'] as readonly string[],
  holdsToMove: (side: string, hand: string): string => `${side} (to move) holds ${hand}`,
  holds: (side: string, hand: string): string => `${side} holds ${hand}`,
  picture: (side: string): string => `The tetromino board, ${side} to move`,
  wholeNumber: 'a whole number',
  M1: {
    title: 'How many placements?',
    hint: 'For each piece in the mover’s hand, each of its orientations, slide it over every position where all four cells are empty.',
    prompt: (side: string): string => `${side} is to move. How many placements (a piece of its hand, one orientation, one place on the board) can it make?`,
    explanation: (n: number, moves: string): string => `The engine lists ${n}: ${moves}.`,
    right: (n: number): string => `Right: ${n} placements.`,
    wrong: (given: number, tooFew: boolean): string =>
      `Not ${given}: ${tooFew ? 'some are missing; did you turn every piece (an L has eight orientations, counting J)?' : 'too many; a placement needs four empty cells inside the board.'}`,
  },
  M2: {
    title: 'Win, tie or loss?',
    format: 'win, tie or loss (for the side to move)',
    /** The results as typed, in the order win, tie, loss; the aliases map other words to them. */
    results: ['win', 'tie', 'loss'] as readonly string[],
    aliases: { won: 'win', lose: 'loss', lost: 'loss', draw: 'tie' } as Readonly<Record<string, string>>,
    hint: 'The player who cannot place a piece loses. Try each placement: is there one after which every reply leaves the opponent stuck in the end?',
    prompt: (side: string): string => `${side} is to move. With perfect play on both sides, is this a win, a tie or a loss for ${side}?`,
    /** A result for a side, by the result's index (win, tie, loss). */
    outcome: (result: number, side: string): string => `a ${['win', 'tie', 'loss'][result]} for ${side}`,
    explanation: (nodes: number, how: string): string => `The exact solver searched ${nodes} positions: ${how}.`,
    wins: (move: string): string => `${move} wins`,
    tie: 'neither side can force the other to be stuck',
    loss: 'every placement loses',
    right: (answer: string): string => `Right: ${answer}.`,
    wrong: (given: number, answer: string): string => `Not a ${['win', 'tie', 'loss'][given]}: the answer is ${answer}; show it to see the move that decides.`,
  },
  M3: {
    title: 'Name a winning placement',
    format: 'a placement like T0@b3: shape, orientation, top-left corner of its box',
    hint: 'Look for a placement that leaves the opponent no room for its pieces, or that leaves exactly enough room for yours.',
    prompt: (side: string): string => `${side} is to move and can win. Name one placement that keeps the win.`,
    only: 'this is the only winning placement',
    these: (n: number): string => `these ${n} placements win`,
    explanation: (proves: string): string => `The solver proves ${proves}; every other loses or ties.`,
    winsWith: (side: string, move: string): string => `after it ${side} wins with ${move}.`,
    holdsTie: (side: string): string => `after it ${side} can hold a tie.`,
    /** A placement that cannot be read, by the rules' error code: null keeps the rules' own message. */
    moveError: (_code: string, _text: string): string | null => null,
  },
  M4: {
    title: 'What the course’s program prints',
    courseNote: 'The course’s exercise 3 (above) asks to fix the message and to explain the count of boards; an explanation cannot be checked, the message can.',
    format: 'First wins, Second wins or Tie game',
    hint: 'The course’s First is what a side gets when it cannot place a piece: it means “the side to move loses”. Work out who wins here, then translate.',
    prompt: (placed: number, side: string): string =>
      `Suppose the course’s main program evaluated this position (${placed} placements made, ${side} to move) instead of the start. Which of its three messages would it print?`,
    tie: 'nobody: it is a tie',
    wins: (side: string): string => `${side} wins`,
    explanation: (result: string, calls: number, message: string, really: string, fixed: string): string =>
      `The course’s eval answers ${result} after ${calls} calls, so it prints “${message}”. With perfect play ${really}${fixed}.`,
    fixed: (toMove: boolean): string => `: the fixed program would name the ${toMove ? 'side to move' : 'player who just moved'}`,
    right: (message: string): string => `Right: “${message}”.`,
    wrong: (message: string, tie: boolean): string => `Not “${message}”: ${tie ? 'is the position a tie?' : 'the course’s labels are swapped: First means the side to move loses.'}`,
  },
  M5: {
    title: 'How many boards does the course’s eval visit?',
    courseNote:
      'The course’s exercise 3 asks why its eval visits the same boards once the message is fixed (the fix changes only the printing) and how the order of the moves changes the count; here is the count itself, on a board two placements from the end.',
    hint: 'Count the board itself, then each placement in the course’s order: the board after it, and every reply (after ten placements eval stops). eval stops trying placements as soon as one leaves the opponent unable to place its piece.',
    prompt: (side: string, other: string): string =>
      `Eight placements are made; ${side} is to move with one piece left, ${other} holds one. How many boards does the course’s eval visit from here, this one included, trying the placements in the course’s order?`,
    explanation: (calls: number, result: string, placements: number, side: string, other: string, stopped: boolean): string =>
      `The course’s eval makes ${calls} calls and answers ${result}: ${placements} placements for ${side}, each followed by every reply of ${other}, ${stopped ? 'until a placement left no reply' : 'none of them leaving ' + other + ' without a reply'}.`,
    right: (n: number): string => `Right: ${n} boards.`,
    wrong: (given: number, tooFew: boolean): string =>
      `Not ${given}: ${tooFew ? 'too few; count the board itself, and every reply after each placement tried.' : 'too many; eval stops at the first placement that leaves no reply.'}`,
  },
};

/** The alpha-beta page's exercises (alphabeta.ts). */
const alphabeta = {
  A1: { title: 'The value of a tree' },
  A2: { title: 'Prune it yourself: a tree from a seed' },
  A3: { title: 'Prune it yourself: the classic trees' },
  A4: { title: 'A window, fail-hard' },
  textbookTree: 'Russell and Norvig’s tree (figure 5.2)',
  courseTree: 'the recursion course’s worked tree',
};

export const exercisesEn = { readers, positions, trees, bitboards, bits19, draughts, connect4, othello, recursion, tetromino, alphabeta };

export type ExercisesWords = typeof exercisesEn;
