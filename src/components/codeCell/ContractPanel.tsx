/** The contract of the reader's function, above the code: its signature, the types it is given, the range of its result. */

import { seconds } from '../../lib/codeCell/clients.ts';
import type { Contract } from '../../lib/models/codeCell/contracts.ts';
import './ContractPanel.css';

export function ContractPanel({ contract, limitMs, headingId }: { contract: Contract; limitMs: number; headingId: string }) {
  const limit = `${contract.limit}`;
  return (
    <section class="cc-contract" aria-labelledby={headingId}>
      <h3 class="cc-h" id={headingId}>
        The contract
      </h3>
      <p class="cc-sig">
        <code>evaluate(position: Position): number</code>
      </p>
      <pre class="cc-decl">
        <code>{contract.declarations.trimEnd()}</code>
      </pre>
      <p class="cc-text">
        <strong>Returns</strong> a score for <code>position.toMove</code>: positive when the side to move stands better, negative when it stands worse. It must be a
        finite number strictly between <code>−{limit}</code> and <code>{limit}</code>. Finished games never reach your function: the search scores them
        itself (a win is worth {contract.winWords} to the winner, a draw 0), and asks your function only about positions where the game goes on, when it stops
        looking ahead. Each result is checked; it runs in a sandboxed worker, away from this page, with no network and none of this site’s storage, and {seconds(limitMs)} per move.
      </p>
    </section>
  );
}
