/** The conventions as `tiebreaks systems` lists them: each departure from the default and its evidence. */
import { CONVENTIONS, CONVENTION_IDS, DEFAULT_CONVENTION } from '../tiebreaks/conventions';

export function conventionLines(): string[] {
  const lines = ["Conventions (--convention NAME; convention=NAME in a custom function's options):"];
  for (const id of CONVENTION_IDS) {
    const c = CONVENTIONS[id];
    lines.push(`${id.padEnd(14)} ${c.name}${id === DEFAULT_CONVENTION ? ' (default)' : ''}: ${c.summary}`);
    for (const d of c.departures) {
      lines.push(`${' '.repeat(15)}${d.option}=${d.value}: ${d.what}`);
      lines.push(`${' '.repeat(17)}evidence: ${d.evidence}`);
    }
  }
  return lines;
}
