// Bundles the command-line tool (src/cli) for Node into dist/cli.cjs. Quiet: its output would
// otherwise precede the CLI's own JSON under `npm run --silent tiebreaks`.
import * as esbuild from 'esbuild';
import { NODE_BUNDLE } from './bundle.mjs';

await esbuild.build({ ...NODE_BUNDLE, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.cjs' });
