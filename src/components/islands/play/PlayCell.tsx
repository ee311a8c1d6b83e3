/**
 * @packageDocumentation
 * The play cell, once for every game: a person against the engine, two
 * people, or two computers, over the session model (`lib/sessions/play.ts`);
 * the kit brings the rules, settings and words, the part the board.
 *
 * On a computer's turn (not paused) an effect waits `delay` ms (twice that with
 * no person, so a game between computers can be followed), then asks the solve
 * worker (kept alive, so a book or a solver's table carries over between moves)
 * through the one job hook; the answer goes back with the session's version it
 * was asked for, and any change ends the request. The link (`urlPrefix`) holds
 * the moves, who plays, the seed and the depth (`lib/url/cellParams.ts`).
 *
 * Test hooks on the root: `data-play-cell`, `data-game`, `data-position`,
 * `data-moves` (the link's), `data-state` (human, thinking, paused, over),
 * `data-result` (first, second, draw), `data-outcome` (won, lost, draw: for the
 * one person playing), `data-engine-ms` (the worker's clock), `data-hints`.
 */

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PlaySettings } from '../../../lib/games/kit.ts';
import { canUndo, moverOf, newSession, positionsOf, reducePlay, request, turnOf, type Controller, type PlayEvent } from '../../../lib/sessions/play.ts';
import { playCellLink, playCellParams } from '../../../lib/url/cellParams.ts';
import { useCellLink } from '../../hooks/useCellLink.ts';
import { JobLine } from '../../hooks/JobLine.tsx';
import { useEngineJob } from '../../hooks/useEngineJob.ts';
import type { PlayPart } from '../../parts/playPart.ts';
import { ChoiceFields, SeedField, SelectField } from '../../ui/Fields.tsx';
import { UrlNotice } from '../../ui/UrlNotice.tsx';
import '../../ui/cellLayout.css';
import './PlayCell.css';
import { messages } from '../../../i18n/messages.ts';
import { capitalise, withoutArticle } from '../../../i18n/grammar.ts';
import type { Locale } from '../../../i18n/locales.ts';

export interface PlayCellProps<P, R> {
  part: PlayPart<P, R>;
  /** Who plays each side; default a person first, the computer second. */
  first?: Controller;
  second?: Controller;
  seed?: number;
  /** The game's settings (a board) and the computers' (a depth), over the kit's defaults. */
  settings?: PlaySettings;
  computer?: PlaySettings;
  /** Milliseconds before a computer's move while a person plays; default 150. */
  delay?: number;
  /** Prefix of the query parameters; default null: the URL is left alone. */
  urlPrefix?: string | null;
  idPrefix?: string;
  /** The page's language (English when absent): the cell's words; the part brings the game's in the same language. */
  lang?: Locale;
}

/** A game's island: the cell's props but the part, which the island brings. */
export type PlayIslandProps = Omit<PlayCellProps<unknown, unknown>, 'part'>;

const ORDINAL = ['first', 'second'] as const;

export function PlayCell<P, R>({ part, first = 'human', second = 'computer', seed = 1, delay = 150, urlPrefix = null, idPrefix, lang = 'en', ...props }: PlayCellProps<P, R>) {
  const { kit, Board, Extra } = part;
  const t = messages(lang).play;
  const bare = (name: string) => withoutArticle(lang, name);
  const BY = [['human', t.by.human], ['computer', t.by.computer]] as const;
  const id = idPrefix ?? `play-${kit.game}`;
  const [settings, setSettings] = useState<PlaySettings>({ ...kit.defaults, ...props.settings });
  const game = useMemo(() => kit.rules(settings), [kit, settings]);
  const [s, setS] = useState(() => {
    const computer = { ...kit.computerDefaults, ...props.computer };
    return newSession<R, PlaySettings>([{ by: first, computer }, { by: second, computer }], seed);
  });
  const [wantHints, setWantHints] = useState(false);
  const [hints, setHints] = useState<{ version: number; shown: ReturnType<NonNullable<typeof kit.hints>['read']> } | null>(null);
  const job = useEngineJob<unknown, 'move' | 'hints'>({ keepAlive: true });
  const apply = (e: PlayEvent<R, PlaySettings>) => setS((x) => reducePlay(game, x, e));
  // The reader's own change: from now on the link follows the game.
  const dispatch = (e: PlayEvent<R, PlaySettings>) => (link.touch(), apply(e));

  const positions = useMemo(() => positionsOf(game, s.moves), [game, s.moves]);
  const position = positions[s.moves.length];
  const turn = turnOf(game, s, position);
  const q = request(game, s, turn);
  const people = s.sides.filter((x) => x.by === 'human').length;
  const moveText = s.moves.map((m, i) => game.formatMove(m, positions[i])).join(kit.separator);
  const hasDepth = kit.computer.some((c) => c.key === 'depth');

  // The link: the moves in the notation, who plays, the seed, the depth.
  const link = useCellLink(
    urlPrefix,
    (search, prefix) => playCellParams(search, prefix, game, kit.separator),
    (v) => apply({ type: 'load', moves: v.moves, seed: v.seed, by: v.by, computer: hasDepth && v.depth !== undefined ? { depth: v.depth } : undefined }),
    (prefix) => {
      const computer = s.sides.find((x) => x.by === 'computer')?.computer;
      return playCellLink(prefix, { moves: moveText, by: [s.sides[0].by, s.sides[1].by], seed: kit.seeded ? s.seed : null, depth: hasDepth && computer ? computer.depth : null });
    },
    [s],
  );

  // A computer's turn: ask, then hand the answer back with the version asked for. The time is the
  // worker's own, from its start of the search: loading the worker is not the engine thinking.
  useEffect(() => {
    if (!q) return;
    const ask = () => job.run(kit.ask(q), 'move').then((r) => r?.status === 'done' && apply({ type: 'reply', version: q.version, reply: { ...r.result, ms: r.ms } }));
    const timer = setTimeout(() => void ask(), s.stepping ? 0 : people === 0 ? 2 * delay : delay);
    return () => {
      clearTimeout(timer);
      job.reset();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one request per version of the session: a new render of the same version must not ask again
  }, [q?.version, game]);

  // A person's turn, hints wanted: every move's value, once per position.
  const hintsOn = kit.hints !== undefined && wantHints && turn.phase === 'human';
  useEffect(() => {
    if (!kit.hints || !hintsOn || hints?.version === s.version) return;
    const version = s.version;
    void job.run(kit.hints.ask(position), 'hints').then((r) => r?.status === 'done' && setHints({ version, shown: kit.hints!.read(r.result, position) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per position (its version): the position follows from it
  }, [hintsOn, s.version]);
  const shown = hintsOn && hints?.version === s.version ? hints.shown : null;

  const names = [0, 1].map((i) => (people !== 1 ? kit.sides[i] : s.sides[i].by === 'human' ? t.you : t.engine)) as [string, string];
  const over = turn.phase === 'over';
  let status: string;
  if (turn.phase === 'over') {
    const w = turn.result;
    status = w === 'draw' ? kit.draw(position) : t.wins(names[w], kit.won(position, w, names[1 - w]));
  } else {
    const pl = turn.player;
    const what = () => kit.yourMove(position, pl, names[1 - pl]);
    if (turn.phase === 'human') status = people === 1 ? t.yourMove(what()) : t.toMove(names[pl], what());
    else status = turn.phase === 'paused' ? t.paused(names[pl]) : t.thinking(names[pl]);
  }
  const outcome = !over || people !== 1 ? undefined : turn.result === 'draw' ? 'draw' : s.sides[turn.result].by === 'human' ? 'won' : 'lost';

  // What the computer said of its latest move.
  const at = s.replies.findLastIndex((r) => r !== undefined);
  const last = at >= 0 ? s.replies[at]! : null;
  const [mover, side] = [s.sides[moverOf(at)], kit.sides[moverOf(at)]];
  const who = `${people === 1 ? t.engineWho : capitalise(side)}${kit.computerWords ? ` (${kit.computerWords(mover.computer)})` : ''}`;
  const previous = at > 0 ? { move: s.moves[at - 1], by: s.sides[moverOf(at - 1)].by } : null;
  const notes = last ? kit.note(last.said, { who, whom: people === 1 ? t.engineWhom(bare(side)) : side, before: positions[at], ply: at, ms: last.ms, computer: mover.computer, previous }) : [];

  const hinting = job.state.status !== 'idle' && job.state.tag === 'hints';
  const cancelMove = () => dispatch(canUndo(s) ? { type: 'undo' } : { type: 'pause', paused: true });
  const newGame = (next: PlaySettings) => (setSettings(next), dispatch({ type: 'new', seed: s.seed }));

  return (
    <div
      class="lx play"
      data-play-cell
      data-game={kit.game}
      data-position={game.write(position)}
      data-moves={moveText}
      data-state={turn.phase === 'computer' ? 'thinking' : turn.phase}
      data-result={turn.phase === 'over' ? (turn.result === 'draw' ? 'draw' : ORDINAL[turn.result]) : undefined}
      data-outcome={outcome}
      data-engine-ms={last ? Math.round(last.ms) : undefined}
      data-hints={shown?.hook}
    >
      <UrlNotice lang={lang} ignored={link.ignored} cell="game" />
      <div class="play__settings">
        <ChoiceFields class="lx-setting" id={id} choices={kit.settings} values={settings} onChange={newGame} />
        {([0, 1] as const).map((i) => (
          <fieldset class={`lx-group play__side play__side--${ORDINAL[i]}`}>
            <legend>{t.sideLegend(i, kit.sides[i])}</legend>
            <SelectField class="lx-setting" id={`${id}-${i}-by`} label={t.playedBy} value={s.sides[i].by} options={BY} onChange={(by) => dispatch({ type: 'side', player: i, side: { ...s.sides[i], by: by as Controller } })} />
            {s.sides[i].by === 'computer' && (
              <ChoiceFields class="lx-setting" id={`${id}-${i}`} choices={kit.computer} values={s.sides[i].computer} onChange={(computer) => dispatch({ type: 'side', player: i, side: { by: 'computer', computer } })} />
            )}
          </fieldset>
        ))}
        {kit.seeded && <SeedField lang={lang} class="lx-setting" input="play__seed" title={t.seedTitle} value={s.seed} onSeed={(seed) => dispatch({ type: 'new', seed })} />}
      </div>

      <div class="lx-cols">
        <div class="lx-boardcol">
          <Board id={id} position={position} moves={s.moves} editable={turn.phase === 'human'} over={over} onMove={(move) => dispatch({ type: 'move', move })} hints={shown} names={names} />
        </div>
        <div class="lx-stack">
          <p class={`play__status play__status--${outcome ?? 'playing'}`} aria-live="polite" data-testid="play-status">{status}</p>
          <JobLine lang={lang} job={job} what={hinting ? t.hintsSearching(kit.hints?.label ?? '') : t.searches} onCancel={hinting ? () => (job.cancel(), setWantHints(false)) : cancelMove} />
          <div class="lx-row">
            <button type="button" class="btn" onClick={() => dispatch({ type: 'new' })}>{t.newGame}</button>
            <button type="button" class="btn" onClick={() => dispatch({ type: 'undo' })} disabled={!canUndo(s)}>{t.takeBack}</button>
            {(people === 0 || s.paused) && !over && <button type="button" class="btn" aria-pressed={s.paused} onClick={() => dispatch({ type: 'pause', paused: !s.paused })}>{s.paused ? t.resume : t.pause}</button>}
            {s.paused && !over && <button type="button" class="btn" onClick={() => dispatch({ type: 'step' })} disabled={s.stepping || turn.phase === 'human'}>{t.oneMove}</button>}
            {kit.hints && <button type="button" class="btn" aria-pressed={wantHints} onClick={() => setWantHints(!wantHints)}>{kit.hints.label}</button>}
          </div>
          {shown && <p class="lx-small play__note">{shown.note}</p>}
          {notes.map((n) => <p class="lx-small play__note" data-note={n.id} data-tone={n.tone}>{n.text}</p>)}
          {Extra && <Extra position={position} />}
          {s.moves.length > 0 && (
            <ol class="play__moves" aria-label={t.movesSoFar}>
              {s.moves.map((m, i) => (
                <li class={i === s.moves.length - 1 ? 'is-last' : undefined}>
                  <span class={`play__mover play__mover--${ORDINAL[moverOf(i)]}`}>{capitalise(bare(kit.sides[moverOf(i)]))}</span>{' '}
                  {kit.moveName ? kit.moveName(m, positions[i]) : game.formatMove(m, positions[i])}
                  {people === 1 && <span class="lx-muted"> ({s.sides[moverOf(i)].by === 'human' ? t.byYou : t.byEngine})</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
