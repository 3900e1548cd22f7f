// Bundles the command-line tool (src/cli) for Node into dist/cli.cjs. Quiet: its output would
// otherwise precede the CLI's own JSON under `npm run --silent tiebreaks`.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['src/cli/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: 'dist/cli.cjs',
  logLevel: 'warning',
});
