// Runs scripts/start.ts (the emulated runtime on dist/Code.js). No ts-node here: scripts/bundle.mjs
// bundles it for Node. `npm start` builds first.
import { runTs } from './bundle.mjs';

await runTs('scripts/start.ts', 'start');
