// Bundles the command-line tool (src/cli) for Node into dist/cli.cjs. Quiet: its output would
// otherwise precede the CLI's own JSON under `npm run --silent tiebreaks`.
//
// Minified, as install/ is (issue 18): a first run compiles what it runs, and a smaller bundle is
// less to read, hash and compile (bin/load.cjs keeps V8's code cache of it for later runs). Lines
// are cut at about 500 characters so a stack trace's line:column still points somewhere.
import * as esbuild from 'esbuild';
import { NODE_BUNDLE } from './bundle.mjs';

await esbuild.build({
  ...NODE_BUNDLE,
  minify: true,
  lineLimit: 500,
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli.cjs',
});
