/**
 * @packageDocumentation
 * The one check of a resource's bytes (see `ResourceSpec`), for every place
 * that loads one: the solve worker (fetched from the site) and the command
 * line (read from disk). The copy the site ships must be that very file: its
 * size and CRC-32 are compared with the spec's, so a truncated download or a
 * damaged copy is refused before decoding. A file someone built themselves
 * (the CLI's `--book FILE`) cannot be compared with anything: the spec's own
 * decoder then checks it whole (the book's header, count, checksum and every
 * record, `games/connect4/bookFormat.ts`), which it does for the shipped copy
 * too.
 */

import { crc32 } from '../core/crc32.ts';
import { engineError, err, type Result } from '../core/result.ts';
import type { ResourceSpec } from './types.ts';

export interface ResourceCheck {
  /** The bytes claim to be the file the site ships (default): size and CRC-32 must be the spec's. */
  readonly shipped?: boolean;
}

/** The bytes of `spec` checked and decoded, or the reason they cannot be used. */
export function checkResource<T>(spec: ResourceSpec<T>, bytes: Uint8Array, { shipped = true }: ResourceCheck = {}): Result<T> {
  if (shipped) {
    if (bytes.byteLength !== spec.bytes) return err(engineError('ERR_UNAVAILABLE', `it has ${bytes.byteLength} bytes instead of ${spec.bytes}`));
    if (crc32(bytes) !== spec.crc32) return err(engineError('ERR_UNAVAILABLE', 'its checksum is wrong (the file is damaged)'));
  }
  return spec.decode(bytes);
}
