// node --expose-gc bench/methods.mjs [players] [preset] [runs]: bundles bench/methods.ts and runs it.
import { runTs } from '../scripts/bundle.mjs';

await runTs('bench/methods.ts', 'methods');
