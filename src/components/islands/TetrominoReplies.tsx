/**
 * @packageDocumentation
 * The exercise of the tetromino lesson: every first move loses, so whatever
 * the first player does, the second player has a winning reply. The reader
 * picks a first move (or draws one at random), answers it as the second
 * player, and the cell checks the answer in the page's worker: it finds every
 * winning reply (a solve with `best: 'all'`, from a fraction of a second to a
 * few seconds, with progress and Cancel), says whether the reader's reply is
 * one of them, and if not, what it is worth (one more solve, after it). The
 * winning replies are then listed and ringed on the board.
 *
 * URL: `reply` holds the first move, or the first move and the reader's
 * reply (`O0@a1` or `O0@a1,T0@c1`). Test hooks on the root: `data-first`,
 * `data-reply`, `data-verdict` (`win`, `tie`, `loss` or empty),
 * `data-winning` (how many winning replies, once known).
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  START,
  cursorOf,
  initialCursor,
  legalPlacements,
  moveName,
  moveOf,
  parseMoveList,
  shapeLetter,
  placementProblem,
  playPlacement,
  setupAfter,
  solve,
  textAfter,
  writeMoveList,
  type Cursor,
  type TetrominoSolution,
} from '../../lib/games/tetromino.ts';
import { jobWords } from '../../lib/jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { errorText } from '../../lib/engineErrors.ts';
import type { Locale } from '../../i18n/locales.ts';
import { readParam, writeParams } from '../../lib/url/query.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import { PieceEditor } from '../parts/TetrominoPieceEditor.tsx';
import { PlacementList, type ValueFilter } from '../ui/PlacementList.tsx';
import '../ui/cellLayout.css';
import './TetrominoReplies.css';

export interface TetrominoRepliesProps {
  /** Query parameter; `null` leaves the URL alone. Default "reply". */
  urlParam?: string | null;
  /** The page's language (English when absent). */
  lang?: Locale;
}

interface Winning {
  readonly first: number;
  readonly names: readonly string[];
  readonly nodes: number;
  readonly ms: number;
}

export default function TetrominoReplies({ urlParam = 'reply', lang = 'en' }: TetrominoRepliesProps) {
  const t = messages(lang).tetrominoReplies;
  const job$ = jobWords(lang);
  const [first, setFirst] = useState<number | null>(null);
  const [reply, setReply] = useState<number | null>(null);
  const [cursor, setCursor] = useState<Cursor>(() => initialCursor());
  const [winning, setWinning] = useState<Winning | null>(null);
  const [replyValue, setReplyValue] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [piece, setPiece] = useState('all');
  const [valueFilter, setValueFilter] = useState<ValueFilter>('all');
  const touched = useRef(false);
  const job = useEngineJob<TetrominoSolution>();
  const progress = useJobProgress(job);

  const moves = useMemo(() => [first, reply].filter((m): m is number => m !== null), [first, reply]);
  const position = useMemo(() => moves.reduce((p, m) => playPlacement(p, m), START), [moves]);
  const setup = useMemo(() => setupAfter(moves), [moves]);

  useEffect(() => {
    const raw = urlParam ? readParam(urlParam) : null;
    if (!raw) return;
    const parsed = parseMoveList(raw);
    if (!parsed.ok || parsed.value.length === 0 || parsed.value.length > 2) return;
    setFirst(parsed.value[0]);
    setReply(parsed.value[1] ?? null);
  }, [urlParam]);
  useEffect(() => {
    if (urlParam && touched.current) writeParams({ [urlParam]: moves.length ? writeMoveList(moves) : null });
  }, [moves, urlParam]);

  const reset = (keepFirst: boolean) => {
    touched.current = true;
    job.cancel();
    if (!keepFirst) {
      setFirst(null);
      setWinning(null);
    }
    setReply(null);
    setReplyValue(null);
    setFailure(null);
  };

  /** Every winning reply to `f`, from the worker (kept while the first move stays). */
  const winningReplies = async (f: number): Promise<Winning | null> => {
    if (winning && winning.first === f) return winning;
    const r = await job.run(solve(textAfter([f]), { best: 'all' }));
    if (r === null || r.status === 'cancelled') return null;
    if (r.status === 'error') {
      setFailure(errorText(lang, r.error));
      return null;
    }
    const w = { first: f, names: r.result.bestMoves.map(String), nodes: r.result.nodes, ms: r.ms };
    setWinning(w);
    return w;
  };

  const check = async (f: number, answer: number) => {
    setFailure(null);
    setReplyValue(null);
    const w = await winningReplies(f);
    if (w === null) return;
    if (w.names.includes(moveName(answer))) return setReplyValue(1);
    // Not a win: how much is it worth? The first player's value after it, turned round.
    const r = await job.run(solve(textAfter([f, answer]), { best: 'one' }));
    if (r === null || r.status === 'cancelled') return;
    if (r.status === 'error') return setFailure(errorText(lang, r.error));
    setReplyValue(-r.result.value);
  };

  const randomFirst = () => {
    const all = legalPlacements(START);
    const f = all[Math.floor(Math.random() * all.length)];
    reset(false);
    setFirst(f);
  };

  const verdict = replyValue === null ? '' : replyValue > 0 ? 'win' : replyValue < 0 ? 'loss' : 'tie';
  const replyName = reply === null ? '' : moveName(reply);
  const feedback =
    verdict === 'win'
      ? t.wins(replyName, winning?.names.length ?? 0)
      : verdict === 'loss'
        ? t.loses(replyName)
        : verdict === 'tie'
          ? t.ties(replyName)
          : '';
  const legalReplies = first === null ? 0 : legalPlacements(playPlacement(START, first)).length;
  const shownWinning = winning && first !== null && winning.first === first ? winning : null;

  return (
    <div class="t4rep lx" data-first={first === null ? '' : moveName(first)} data-reply={replyName} data-verdict={verdict} data-winning={shownWinning?.names.length ?? ''}>
      <p class="t4rep__step" data-testid="t4rep-step">
        {first === null
          ? t.stepFirst
          : reply === null
            ? t.stepReply(moveName(first))
            : t.answered(moveName(first), replyName)}
      </p>
      <div class="lx-row">
        <button type="button" class="btn" onClick={randomFirst} disabled={job.running}>
          {t.randomFirst}
        </button>
        {first !== null && (
          <button type="button" class="btn" onClick={() => reset(false)}>
            {t.anotherFirst}
          </button>
        )}
        {reply !== null && (
          <button type="button" class="btn" onClick={() => reset(true)}>
            {t.anotherReply}
          </button>
        )}
      </div>
      <div class="t4rep__main">
        <PieceEditor
          lang={lang}
          id="t4rep"
          position={position}
          pieces={moves.map((m, i) => ({ placement: m, tone: i === 0 ? 'p0' : 'p1', label: shapeLetter(m), emphasis: i === moves.length - 1 }))}
          cursor={cursor}
          onCursor={setCursor}
          editable={reply === null && !job.running}
          onPlace={(m) => {
            touched.current = true;
            if (first === null) {
              setFirst(m);
              setWinning(null);
            } else {
              setReply(m);
              void check(first, m);
            }
          }}
          problemOf={(m) => placementProblem(setup, m)}
          values={shownWinning && reply === null ? new Map(shownWinning.names.map((n) => [n, 1])) : null}
          best={shownWinning ? new Set(shownWinning.names) : undefined}
          placeLabel={first === null ? t.placeFirst : t.placeReply}
          label={first === null ? t.emptyBoard : t.boardAfter(moveName(first))}
        />
        <div class="t4rep__side">
          {first !== null && reply === null && !shownWinning && (
            <button type="button" class="btn" onClick={() => void winningReplies(first)} disabled={job.running}>
              {t.showWinning}
            </button>
          )}
          {first !== null && reply !== null && replyValue === null && !job.running && (
            <button type="button" class="btn btn--primary" onClick={() => void check(first, reply)}>
              {t.checkAnswer}
            </button>
          )}
          {job.running && (
            <p class="t4rep__progress">
              {job$.progress(progress)}{' '}
              <button type="button" class="btn btn--small" onClick={() => job.cancel()}>
                {t.cancel}
              </button>
            </p>
          )}
          {failure && (
            <p class="solver__error" role="alert">
              {failure}
            </p>
          )}
          {feedback && (
            <p class="t4rep__feedback" data-kind={verdict} data-testid="t4rep-feedback" aria-live="polite">
              {feedback}
            </p>
          )}
          {shownWinning && (
            <>
              <p data-testid="t4rep-count">
                {t.count(shownWinning.names.length, legalReplies, moveName(shownWinning.first))} <span class="lx-muted">{t.searched(shownWinning.nodes, job$.ms(shownWinning.ms))}</span>
                .
              </p>
              <PlacementList
                lang={lang}
                title={t.winningTitle}
                items={shownWinning.names.map((name) => ({ name, value: 1 }))}
                piece={piece}
                value={valueFilter}
                onPiece={setPiece}
                onValue={setValueFilter}
                onPick={(name) => setCursor(cursorOf(moveOf(name)!))}
                valueFilter={false}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
