// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SandboxHost, frameMessage, STOP_ACK_MS } from './sandbox.ts';

describe('what the page accepts from the frame', () => {
  test.each([
    [{ type: 'ready' }, { type: 'ready' }],
    [{ type: 'stopped', wid: 3 }, { type: 'stopped', wid: 3 }],
    [{ type: 'answer', wid: 3, data: '{}' }, { type: 'answer', wid: 3, data: '{}' }],
    [{ type: 'failed', wid: 3, trouble: 'stopped', detail: 'x'.repeat(1000) }, { type: 'failed', wid: 3, trouble: 'stopped', detail: `${'x'.repeat(300)}… (cut)` }],
    [{ type: 'failed', wid: 3, trouble: 'notText' }, { type: 'failed', wid: 3, trouble: 'notText' }],
    [{ type: 'failed', wid: 3, trouble: 'boom' }, undefined],
    [{ type: 'failed', wid: 3, trouble: 'start', detail: 7 }, undefined],
    [{ type: 'answer', wid: '3', data: '{}' }, undefined],
    [{ type: 'eval', wid: 3, code: 'alert(1)' }, undefined],
    ['ready', undefined],
    [null, undefined],
  ])('%j', (m, expected) => {
    expect(frameMessage(m)).toEqual(expected);
  });
});

describe('the host', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  test('its frame is sandboxed with allow-scripts only, hidden, and made on the first worker', () => {
    const host = new SandboxHost('/sandbox/code-run.html');
    expect(document.querySelector('iframe')).toBeNull();
    host.worker();
    const frame = document.querySelector('iframe')!;
    expect([frame.getAttribute('sandbox'), frame.getAttribute('src'), frame.hidden, frame.getAttribute('aria-hidden')]).toEqual(['allow-scripts', '/sandbox/code-run.html', true, 'true']);
    host.dispose();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('a frame that does not confirm a stop is removed, and the other running worker hears why', () => {
    vi.useFakeTimers();
    const host = new SandboxHost('/sandbox/code-run.html');
    const a = host.worker();
    const b = host.worker();
    const heard: unknown[] = [];
    b.onerror = (e) => heard.push((e as ErrorEvent & { trouble: string }).trouble);
    // Connected by hand: the port's other end never answers.
    const channel = new MessageChannel();
    (host as unknown as { port: MessagePort }).port = channel.port1;
    a.terminate();
    vi.advanceTimersByTime(STOP_ACK_MS + 1);
    expect(host.hasFrame).toBe(false);
    expect(heard).toEqual(['silent']);
  });

  test('an answer that fails the check goes to onmessageerror, never to onmessage', () => {
    const host = new SandboxHost('/sandbox/code-run.html');
    const w = host.worker();
    const got: unknown[] = [];
    w.onmessage = (e) => got.push(['message', e.data]);
    w.onmessageerror = (e) => got.push(['messageerror', e.data]);
    w.answer({ id: 1, type: 'done' });
    w.answer('{"id":1,"type":"notice","notice":{"resource":"book","error":{"code":"ERR_UNAVAILABLE","message":"gone"}}}');
    expect(got).toEqual([
      ['messageerror', 'the answer is not text'],
      ['message', { id: 1, type: 'notice', notice: { resource: 'book', error: { code: 'ERR_UNAVAILABLE', message: 'gone' } } }],
    ]);
    host.dispose();
  });
});
