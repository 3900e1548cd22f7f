/**
 * The ranking settings a spreadsheet keeps (DocumentProperties, one JSON value): a preset or a
 * custom order with its options, "after round N", and drawing of lots with its seed. Plain JSON
 * both ways, so the sidebar receives and sends them through google.script.run unchanged.
 */
import { findPreset, PRESETS } from '../standings/presets';
import { specLabel, parseTiebreakSpec, TiebreakSpec } from '../tiebreaks/registry';
import { DEFAULT_MATCH_POINTS, MatchPoints, matchPointsLabel, parseMatchPoints } from '../teams/model';
import { loadDocumentJson, saveDocumentJson } from './documentJson';

export const SETTINGS_KEY = 'tiebreaks.settings';

export interface RankSettings {
  /** A preset id, or "custom" for `order`. */
  preset: string;
  /** The custom order as spec texts ("MM", "SB(scores=adjusted)", "BH/C1"); ignored for a preset. */
  order: string[];
  /** Standings after this round; null for every round. */
  afterRound: number | null;
  /** Break what the order leaves by drawing of lots. */
  lots: boolean;
  lotSeed: number;
  /** Match points for a match won, drawn, lost ("2,1,0", "3,1,0"); used only when the table is a team table. */
  matchPoints: string;
}

export const DEFAULT_SETTINGS: RankSettings = { preset: 'uscf', order: [], afterRound: null, lots: false, lotSeed: 1, matchPoints: matchPointsLabel(DEFAULT_MATCH_POINTS) };

/** Settings from anything (stored JSON, a sidebar's request): checked, every field filled in. Throws a readable Error. */
export function normaliseSettings(input: unknown): RankSettings {
  const o = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const preset = typeof o.preset === 'string' && o.preset.trim() ? o.preset.trim().toLowerCase() : DEFAULT_SETTINGS.preset;
  if (preset !== 'custom') findPreset(preset);
  const order = Array.isArray(o.order) ? o.order.map((x) => String(x).trim()).filter(Boolean) : [];
  if (preset === 'custom') {
    if (!order.length) throw new Error('A custom order needs at least one tiebreak.');
    order.forEach(parseTiebreakSpec);
  }
  const after = o.afterRound === null || o.afterRound === undefined || o.afterRound === '' ? null : Number(o.afterRound);
  if (after !== null && !(Number.isInteger(after) && after >= 1)) throw new Error(`"after round" must be a whole number from 1; got ${String(o.afterRound)}.`);
  const seed = o.lotSeed === undefined || o.lotSeed === null || o.lotSeed === '' ? DEFAULT_SETTINGS.lotSeed : Number(o.lotSeed);
  if (!(Number.isInteger(seed) && seed >= 0)) throw new Error(`The lot seed must be a whole number; got ${String(o.lotSeed)}.`);
  // Settings saved before team events had no match points: 2,1,0, as Rank standings then used.
  const mp = o.matchPoints === undefined || o.matchPoints === null || o.matchPoints === '' ? DEFAULT_MATCH_POINTS : parseMatchPoints(String(o.matchPoints));
  return {
    preset,
    order: preset === 'custom' ? order.map((t) => specLabel(parseTiebreakSpec(t))) : [],
    afterRound: after,
    lots: o.lots === true,
    lotSeed: seed,
    matchPoints: matchPointsLabel(mp),
  };
}

/** The match points the settings ask for (a team table's). */
export function settingsMatchPoints(s: RankSettings): MatchPoints {
  return parseMatchPoints(s.matchPoints);
}

/** The tiebreak order the settings ask for. */
export function settingsOrder(s: RankSettings): TiebreakSpec[] {
  return s.preset === 'custom' ? s.order.map(parseTiebreakSpec) : [...findPreset(s.preset).order];
}

/** "US Chess 7th edition (uscf)" or "custom order". */
export function settingsName(s: RankSettings): string {
  if (s.preset === 'custom') return 'custom order';
  const p = PRESETS.find((x) => x.id === s.preset);
  return p ? `${p.name} (${p.id})` : s.preset;
}

export function loadSettings(): RankSettings {
  return loadDocumentJson(SETTINGS_KEY, normaliseSettings, DEFAULT_SETTINGS);
}

export function saveSettings(s: RankSettings): void {
  saveDocumentJson(SETTINGS_KEY, s);
}
