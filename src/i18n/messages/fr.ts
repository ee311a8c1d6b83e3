/** The islands' French words (keys and roles: ./en.ts). */
import type { Messages } from './en.ts';
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
  exercise: {
    done: 'fait',
    board: 'Le plateau de l’exercice',
    yourAnswer: 'Votre réponse',
    check: 'Vérifier',
    hint: 'Indice',
    hideHint: 'Cacher l’indice',
    showAnswer: 'Voir la réponse',
    hideAnswer: 'Cacher la réponse',
    another: 'Un autre',
    openVisualiser: 'Élaguer dans le visualiseur',
    closeVisualiser: 'Fermer le visualiseur',
    hintLabel: 'Indice\u00a0:',
    answerLabel: 'Réponse\u00a0:',
    treeToPrune: (id) => `${id}\u00a0: l’arbre à élaguer`,
    loadingVisualiser: 'Chargement du visualiseur…',
    visualiserRight: 'Juste\u00a0: chaque valeur et chaque coupure, vérifiées dans le visualiseur.',
    visualiserWrong: 'Pas encore\u00a0: le visualiseur marque sur l’arbre ce qui est faux ou manquant.',
  },
};
