// node --expose-gc bench/rankOnly.mjs [players] [rounds] [preset]: bundles bench/rankOnly.ts and runs it.
import { runTs } from '../scripts/bundle.mjs';

await runTs('bench/rankOnly.ts', 'rank-only');
