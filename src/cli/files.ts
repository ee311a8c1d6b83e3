/**
 * @packageDocumentation
 * The engine CLI's resource files, checked by the engine's one checker
 * (`engine/solve/resource.ts`), the worker's too:
 *
 * - by default, the copy the site ships (`public/<path>` in this checkout),
 *   held to the size and CRC-32 the spec declares: a damaged or replaced
 *   file is refused, not used;
 * - `--book FILE`: any file, which the game's decoder checks whole (a book
 *   built with `npm run book` is a book too, with its own checksum).
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkResource } from '../engine/solve/resource.ts';
import type { ResourceSpec } from '../engine/solve/types.ts';
import { UsageError, quote } from './arguments.ts';

/** Where the site's files are in this checkout. */
const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));

/** The shipped copy of `spec`, as the site serves it. */
export const shippedFile = (spec: ResourceSpec<unknown>): string => `${PUBLIC}${spec.path}`;

function readBytes(spec: ResourceSpec<unknown>, file: string): Uint8Array {
  try {
    if (!statSync(file).isFile()) throw new UsageError(`--${spec.name} ${quote(file)} is not a file`);
    return new Uint8Array(readFileSync(file));
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read --${spec.name} ${quote(file)}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}`);
  }
}

/** A resource file given on the command line, checked whole, or the reason it cannot be used. */
export function loadFile<T>(spec: ResourceSpec<T>, file: string): T {
  const decoded = checkResource(spec, readBytes(spec, file), { shipped: false });
  if (!decoded.ok) throw new UsageError(`--${spec.name} ${quote(file)}: ${decoded.error.message}`);
  return decoded.value;
}

/** The shipped copy of `spec`, checked against its size and CRC-32; undefined when this checkout has none. */
export function loadShipped<T>(spec: ResourceSpec<T>): T | undefined {
  const file = shippedFile(spec);
  if (!existsSync(file)) return undefined;
  const decoded = checkResource(spec, readBytes(spec, file));
  if (!decoded.ok) throw new UsageError(`${spec.title} public/${spec.path} cannot be used: ${decoded.error.message} (give a good copy with --${spec.name} FILE, or --${spec.name} false)`);
  return decoded.value;
}
