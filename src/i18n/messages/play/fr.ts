/** The play cell's and the replays' French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import { capitalise, frOf, frVerb } from '../../grammar.ts';
import type { PlayWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);
const cap = capitalise;
const verb = frVerb;
const ofName = frOf;

export const playFr: PlayWords = {
  you: 'vous',
  engine: 'l’ordinateur',
  engineWho: 'L’ordinateur',
  engineWhom: (side) => `l’ordinateur (${side})`,
  wins: (name, how) => `${cap(name)} ${verb(name, 'gagne', 'gagnent', 'gagnez')}\u00a0: ${/[.!]$/.test(`${how}`) ? `${how}`.replace(/!$/, '\u202f!') : `${how}.`}`,
  yourMove: (what) => `À vous de jouer\u00a0: ${what}.`,
  toMove: (name, what) => `Au tour ${ofName(name)}\u00a0: ${what}.`,
  paused: (name) => `En pause\u00a0: au tour ${ofName(name)}.`,
  thinking: (name) => `${cap(name)} ${verb(name, 'réfléchit', 'réfléchissent', 'réfléchissez')}…`,
  sideLegend: (ordinal, side) => `${ordinal === 0 ? 'Premier' : 'Second'} joueur${/^(le|la|les) /.test(`${side}`) ? '' : ` (${side})`}`,
  playedBy: 'Joué par',
  by: { human: 'une personne', computer: 'l’ordinateur' },
  seedTitle: 'L’ordinateur s’en sert pour choisir entre des coups aussi bons\u00a0: la même graine rejoue la même partie',
  searches: 'L’ordinateur cherche',
  hintsSearching: (label) => `${label}\u00a0: recherche`,
  newGame: 'Nouvelle partie',
  takeBack: 'Reprendre le coup',
  resume: 'Reprendre',
  pause: 'Mettre en pause',
  oneMove: 'Un coup',
  movesSoFar: 'Les coups joués',
  byYou: 'vous',
  byEngine: 'ordinateur',
  replay: { start: 'Début', back: 'Reculer', forward: 'Avancer', end: 'Fin' },
  replayKeys: (label) => `${label}\u00a0: les flèches avancent et reculent, Début et Fin sautent aux extrémités`,
  replayGroup: 'Rejouer',
  moveOf: (k, last) => `coup ${n(k)} sur ${n(last)}`,
  theMoves: 'Les coups',
};
