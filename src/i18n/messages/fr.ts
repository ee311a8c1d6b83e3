/** The islands' French words (keys and roles: ./en.ts). */
import type { Messages } from '../messages.ts';
import { formatNumber } from '../format.ts';

const n = (x: number): string => formatNumber('fr', x);

export const fr: Messages = {
  progress: {
    total: (total) => `${n(total)} exercice${total > 1 ? 's' : ''} corrigé${total > 1 ? 's' : ''}`,
    done: (done, total) => `${n(done)} exercice${done > 1 ? 's' : ''} fait${done > 1 ? 's' : ''} sur ${n(total)}`,
    colon: '\u00a0: ',
    clear: 'Effacer ma progression',
    cleared: 'Effacé\u00a0: ce navigateur ne retient plus aucune réponse.',
  },
  search: {
    label: 'Rechercher',
    placeholder: 'Rechercher ( / )',
    hint: 'Tapez pour chercher dans toutes les leçons\u202f; la flèche vers le bas mène aux résultats. La barre oblique ramène ici depuis n’importe où.',
    searching: 'Recherche…',
    unavailable: 'La recherche fonctionne sur le site construit\u00a0: son index n’est pas ici.',
    nothing: (query) => `Rien trouvé pour «\u00a0${query}\u00a0».`,
    found: (pages) => `${n(pages)} page${pages > 1 ? 's' : ''} trouvée${pages > 1 ? 's' : ''}.`,
  },
  explorer: {
    title: 'Arbre de recherche',
    cannotSearch: (message) => `Impossible d’explorer cet arbre\u00a0: ${message}.`,
    nothing: 'Rien à montrer.',
    stage: (title) => `${title}\u00a0: les flèches avancent pas à pas, la barre d’espace lance la lecture`,
    timeline: 'Chronologie',
    toStart: { label: 'Aller au début (Début)', title: 'Début (Début)' },
    back: 'Reculer d’un pas (←)',
    play: { label: 'Lecture (espace)', text: 'Lecture' },
    pause: { label: 'Pause (espace)', text: 'Pause' },
    forward: { label: 'Avancer d’un pas (→)', text: 'Pas' },
    toEnd: { label: 'Aller à la fin (Fin)', title: 'Fin (Fin)' },
    speed: 'Vitesse',
    speedLabel: 'Vitesse, en pas par seconde',
    stepsPerSecond: (speed) => `${n(speed)}\u00a0pas/s`,
    scrub: 'Étape',
    stepOf: (step, total) => `étape ${n(step)} sur ${n(total)}`,
    stepWord: 'étape',
    zoomIn: { label: 'Agrandir', title: 'Agrandir (ou Ctrl + molette, ou pincer)' },
    zoomOut: 'Réduire',
    fit: { text: 'Ajuster', title: 'L’arbre entier' },
    levels: 'Niveaux',
    allLevels: 'tous',
    legend: 'Légende',
    takesLargest: (side) => `${side} (prend le plus grand)`,
    takesSmallest: (side) => `${side} (prend le plus petit)`,
    leaf: 'feuille',
    current: 'en cours',
    pruned: 'élagué ✂ (positions évitées)',
    pv: 'variation principale',
  },
};
