// node bench/scenarios.mjs [preset]: bundles bench/scenarios.ts and runs it (issue 28's speed targets).
import { runTs } from '../scripts/bundle.mjs';

await runTs('bench/scenarios.ts', 'scenarios');
