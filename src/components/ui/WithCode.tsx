/**
 * Words with code in them, as a help line writes them: `parts` alternates prose and code,
 * prose first, e.g. `['Type ', 'x', ' for a cross.']` gives `Type <code>x</code> for a cross.`
 */

import type { ComponentChildren } from 'preact';

export function WithCode({ parts }: { parts: readonly ComponentChildren[] }) {
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
