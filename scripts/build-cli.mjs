// Bundles the command-line tool (src/cli) for Node into dist/cli.cjs. Quiet: its output would
// otherwise precede the CLI's own JSON under `npm run --silent tiebreaks`.
//
// Minified, as install/ is (issue 18): a first run compiles what it runs, and a smaller bundle is
// less to read, hash and compile (bin/load.cjs keeps V8's code cache of it for later runs). Lines
// are cut at about 500 characters so a stack trace's line:column still points somewhere.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import { NODE_BUNDLE } from './bundle.mjs';

const OUT = 'dist/cli.cjs';

const built = await esbuild.build({
  ...NODE_BUNDLE,
  minify: true,
  lineLimit: 500,
  entryPoints: ['src/cli/main.ts'],
  outfile: OUT,
  write: false,
});
fs.mkdirSync('dist', { recursive: true });
// Write then rename: a test running the CLI while another rebuilds never loads half a bundle.
const tmp = `${OUT}.${process.pid}.tmp`;
fs.writeFileSync(tmp, asciiOnly(built.outputFiles[0].text));
fs.renameSync(tmp, OUT);

/**
 * The bundle with every non-ASCII UTF-16 unit written as a \uXXXX escape. esbuild escapes them
 * in strings but leaves them in regular expression literals (/[½¼¾]/), where the escape matches
 * the same character (nothing of ours reads a pattern's .source). Node decodes an ASCII file
 * into a one-byte string, at each start about 0.5 ms sooner than the two-byte string six such
 * characters made (0.25 against 0.8 ms).
 */
function asciiOnly(text) {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
