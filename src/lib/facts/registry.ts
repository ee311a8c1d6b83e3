/**
 * @packageDocumentation
 * Facts: every number a lesson states, computed by the engine when the site is
 * built. A lesson writes `<Fact k="tictactoe.tree.positions" />` instead of
 * typing 549,946, so prose and engine cannot disagree; `tests/content` checks
 * the lessons for hand-typed figures.
 *
 * Each fact is a thunk, computed once on first use and cached.
 */
import type { Locale } from '../../i18n/locales.ts';
import { formatNumber } from '../../i18n/format.ts';

export type FactValue = number | string;

/** Words in every language of the site: the same fact is told in each edition's words. */
export type FactWords = Readonly<Record<Locale, string>>;

export interface FactDef {
  /** What the number is, in a few words, in each language (the tooltip of `<Fact>`, and tests). */
  label: FactWords;
  compute: () => FactValue;
  /**
   * For a fact whose value is words, not a figure: those words in each language
   * (`compute` gives the English). Numbers are shared by the editions; words are not.
   */
  words?: (locale: Locale) => string;
}

const cache = new Map<string, FactValue>();

/** A value computed on first use and kept: a figure several facts read (a match, a replay) is computed once. */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

/** The facts `defs` under `prefix`: their keys keep their type (`bits19.example.x`), so a page cannot name a fact that is not there. */
export function defineFacts<P extends string, K extends string>(prefix: P, defs: Record<K, FactDef>): Record<`${P}.${K}`, FactDef> {
  const out: Record<string, FactDef> = {};
  for (const [k, def] of Object.entries(defs) as [K, FactDef][]) out[`${prefix}.${k}`] = def;
  return out as Record<`${P}.${K}`, FactDef>;
}

export function evaluateFact(all: Record<string, FactDef>, key: string): FactValue {
  const def = all[key];
  if (!def) throw new Error(`unknown fact '${key}' (known: ${Object.keys(all).join(', ')})`);
  if (!cache.has(key)) cache.set(key, def.compute());
  return cache.get(key)!;
}

/** 549946 -> "549,946"; strings pass through. */
export const formatFact = (v: FactValue, locale: Locale = 'en'): string => (typeof v === 'number' ? formatNumber(locale, v) : v);
