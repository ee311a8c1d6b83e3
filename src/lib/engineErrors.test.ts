import { describe, expect, test } from 'vitest';
import { ERROR_CODES, engineError } from '../engine/core/result.ts';
import { en } from '../i18n/messages/en.ts';
import { fr } from '../i18n/messages/fr.ts';
import { errorText } from './engineErrors.ts';
import { parseBoard } from '../engine/games/tictactoe/notation.ts';

describe('every engine error code has its words in both languages', () => {
  test.each(ERROR_CODES)('%s', (code) => {
    const english = en.errors.codes[code];
    const french = fr.errors.codes[code];
    expect(english).toMatch(/^[a-z].*[^.]$/);
    expect(french).toMatch(/^[a-zé].*[^.]$/);
    expect(french).not.toBe(english);
  });
  test('no other code', () => {
    expect(Object.keys(fr.errors.codes).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(en.errors.codes).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('errorText', () => {
  test('English pages keep the engine’s own sentence', () => {
    expect(errorText('en', engineError('ERR_OVERLAP', 'cell 4 is occupied twice'))).toBe('cell 4 is occupied twice');
  });
  test('French says the code, and where', () => {
    expect(errorText('fr', engineError('ERR_OVERLAP', 'cell 4 is occupied twice'))).toBe('deux pions occupent la même case');
    expect(errorText('fr', engineError('ERR_RANGE', 'too deep', 11))).toBe('un nombre sort des valeurs permises (au caractère 12)');
  });
  test('a real parse error, quoted in French', () => {
    const text = 'xo.z.....';
    const r = parseBoard(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(errorText('fr', r.error, text)).toBe('le texte ne suit pas la notation (au caractère 4, «\u00a0z\u00a0»)');
  });
});
