// `npm run bench:long-cells`: bundles bench/longCells.ts for Node and runs it (scripts/bundle.mjs).
import { runTs } from '../scripts/bundle.mjs';

await runTs('bench/longCells.ts', 'long-cells');
