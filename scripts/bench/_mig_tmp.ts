import { openDatabase } from '../../apps/server/src/db/index.ts';
const t0 = performance.now();
const d = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:54331/rpexp' });
console.log('migrated in', ((performance.now() - t0) / 1000).toFixed(1), 's');
await d.close();
