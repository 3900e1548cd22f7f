/**
 * Issue 16's checks on generated scholastic events (test/support/generateScholastic.ts: four
 * sections of 20 to 120 players, 5 rounds, 30 schools, byes, forfeits, withdrawals), through the
 * CLI as a director runs it:
 * - each school's team score is the brute-force sum of its top N scores in the section;
 * - every section's standings (and school teams) equal those of the section ranked alone;
 * - nothing changes when the table's rows are shuffled.
 */
import { GenKind } from '../support/generate';
import { generateScholastic, GeneratedScholastic, sectionGrid, shuffleEvent } from '../support/generateScholastic';
import { toCsv } from '../support/generate';
import { runCli } from '../support/cli';

const SEEDS = [1, 2, 3];

interface TeamJson {
  rank: string;
  place: string;
  team: string;
  score: number;
  players: number[];
  values: Record<string, number | null>;
  decidedBy: string | null;
}

function json(argv: string[], files: Record<string, string>): any {
  const r = runCli(argv, files);
  if (r.status !== 0) throw new Error(`tiebreaks ${argv.join(' ')} exited ${r.status}:\n${r.err}`);
  return JSON.parse(r.out);
}

function schoolTeams(event: GeneratedScholastic, top: number): { section: string; teams: TeamJson[] }[] {
  return json(['school-teams', 'event.csv', '--by', 'Section', '--top', String(top), '--format', 'json'], {
    'event.csv': event.csv,
  }).sections;
}

/** The brute force: each school's scores in the section, best first, the top N added (quarters). */
function bruteForce(event: GeneratedScholastic, section: string, top: number): Map<string, number[]> {
  const scores = new Map<string, number[]>();
  for (const p of event.players)
    if (p.section === section && p.school !== '') scores.set(p.school, [...(scores.get(p.school) ?? []), p.score]);
  for (const list of scores.values()) list.sort((a, b) => b - a).splice(top);
  return scores;
}

describe.each(SEEDS)('generated scholastic event, seed %i', (seed) => {
  const event = generateScholastic(seed);

  test('is what the issue asks for: 4 sections of 20-120, 5 rounds, 30 schools, byes, forfeits, withdrawals', () => {
    expect(event.sections.map((s) => s.name)).toEqual(['K-3', 'K-5', 'K-8', 'K-12']);
    for (const s of event.sections) expect(s.size).toBeGreaterThanOrEqual(20);
    for (const s of event.sections) expect(s.size).toBeLessThanOrEqual(120);
    expect(new Set(event.players.map((p) => p.school).filter((s) => s !== '')).size).toBeGreaterThanOrEqual(25);
    const kinds = new Set<GenKind>(event.players.flatMap((p) => p.results.map((r) => r.kind)));
    for (const k of ['H', 'X', 'F', 'U'] as GenKind[]) expect(kinds).toContain(k);
    const withdrawn = event.players.filter((p) => p.results.at(-1)?.kind === 'U' && p.results.at(-2)?.kind === 'U');
    expect(withdrawn.length).toBeGreaterThan(0);
  });

  test.each([4, 3, 5])('team scores are the brute-force sum of the top %i per school and section', (top) => {
    for (const { section, teams } of schoolTeams(event, top)) {
      const expected = bruteForce(event, section, top);
      expect(new Set(teams.map((t) => t.team))).toEqual(new Set(expected.keys()));
      const number = new Map(event.players.filter((p) => p.section === section).map((p) => [p.number, p]));
      for (const team of teams) {
        const best = expected.get(team.team)!;
        expect(team.score * 4).toBe(best.reduce((a, b) => a + b, 0));
        // The players named are the school's, in the section, and their scores are the top N.
        const counted = team.players.map((n) => number.get(n)!);
        for (const p of counted) expect([p.section, p.school]).toEqual([section, team.team]);
        expect(counted.map((p) => p.score).sort((a, b) => b - a)).toEqual(best);
      }
      // Teams in rank order: scores never rise down the list.
      for (let i = 1; i < teams.length; i++) expect(teams[i]!.score).toBeLessThanOrEqual(teams[i - 1]!.score);
    }
  });

  test("every section's standings and school teams equal those of the section ranked alone", () => {
    const files = { 'event.csv': event.csv };
    const all = json(['standings', 'event.csv', '--by', 'Section', '--format', 'json'], files).sections;
    const teams = schoolTeams(event, 4);
    expect(all.map((s: { section: string }) => s.section)).toEqual(['K-3', 'K-5', 'K-8', 'K-12']);
    for (const [i, { name }] of event.sections.entries()) {
      const alone = { 'alone.csv': toCsv(sectionGrid(event, name)) };
      expect(all[i]).toEqual({ section: name, ...json(['standings', 'alone.csv', '--format', 'json'], alone) });
      const aloneTeams = json(['school-teams', 'alone.csv', '--format', 'json'], alone).sections[0];
      expect(teams[i]).toEqual({ ...aloneTeams, section: name });
    }
  });

  test('shuffling the rows changes nothing but the order the sections are first seen in', () => {
    const shuffled = toCsv(shuffleEvent(event, seed + 100).grid);
    const bySection = (sections: { section: string }[]) => new Map(sections.map((s) => [s.section, s]));
    for (const argv of [
      ['standings', 'e.csv', '--by', 'Section', '--format', 'json'],
      ['standings', 'e.csv', '--by', 'Section', '--preset', 'fide', '--format', 'json'],
      ['school-teams', 'e.csv', '--by', 'Section', '--format', 'json'],
      ['school-teams', 'e.csv', '--by', 'Section', '--top', '3', '--team-tiebreak', 'next-player', '--format', 'json'],
    ]) {
      const before = bySection(json(argv, { 'e.csv': event.csv }).sections);
      const after = bySection(json(argv, { 'e.csv': shuffled }).sections);
      expect(after).toEqual(before);
    }
  });
});
