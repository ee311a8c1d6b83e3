/**
 * `translate="no"` for text that is the same in every language (a variable of
 * a course's program, a value in hexadecimal): translation tools leave it, and
 * the French e2e check does not count it as English left over.
 *
 * Why a helper: Preact types `translate` as a boolean and sets it as a DOM
 * property in the browser (false gives `translate="no"`), while the server
 * (preact-render-to-string) writes the value as text, where false writes
 * nothing. Hydration keeps the server's attributes, so the server must say "no".
 */
const onServer = typeof window === 'undefined';

/** Spread on an element: `<dt {...translated(false)}>winner</dt>`. */
export const translated = (yes: boolean): { translate: boolean } => ({ translate: (onServer ? (yes ? 'yes' : 'no') : yes) as boolean });
