// A worker thread's entry: Node starts workers without the main thread's
// TypeScript loader (tsx), so this plain module registers it, then loads the
// worker itself (threadWorker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./threadWorker.ts');
