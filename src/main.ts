/**
 * The whole Apps Script surface: every name exported here becomes a top-level function of
 * dist/Code.js (scripts/build.mjs), and every top-level function is callable from any
 * HtmlService page. Export nothing else from this file.
 */
export {
  MODMEDIAN,
  SOLKOFF,
  CUMULATIVE,
  OPPCUMULATIVE,
  HARKNESS,
  SONNEBORNBERGER,
  KASHDAN,
  MOSTBLACKS,
  FEWESTWHITES,
  BUCHHOLZ,
  PROGRESSIVE,
  AVGOPPRATING,
  TIEBREAK,
  STANDINGS,
  TBEXPLAIN,
} from './sheets/customFunctions';
