/** The contract of the reader's function, above the code: its signature, the types it is given, the range of its result. */

import type { Contract } from '../../lib/models/codeCell/contracts.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import './ContractPanel.css';

export function ContractPanel({ contract, limitMs, headingId, t }: { contract: Contract; limitMs: number; headingId: string; t: CodeCellWords }) {
  const limit = `${contract.limit}`;
  return (
    <section class="cc-contract" aria-labelledby={headingId}>
      <h3 class="cc-h" id={headingId}>
        {t.contractHeading}
      </h3>
      <p class="cc-sig">
        <code>evaluate(position: Position): number</code>
      </p>
      <pre class="cc-decl">
        <code>{contract.declarations.trimEnd()}</code>
      </pre>
      <p class="cc-text">
        <strong>{t.returns}</strong>
        {t.aScoreFor}
        <code>position.toMove</code>
        {t.scoreSign}
        <code>−{limit}</code>
        {t.and}
        <code>{limit}</code>
        {t.finishedGames(t.winWords(contract.limit, contract.game === 'connect4'), limitMs)}
      </p>
    </section>
  );
}
