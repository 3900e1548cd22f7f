/**
 * tiebreaks prizes <crosstable> <prize table> [--preset NAME | --tiebreaks …] [--format table|csv|json]
 *                  [--one-prize larger|first|off] [--cash-and-trophy both|cash|trophy] [--unrated-in-classes]
 *                  [--tied-class-prizes separate|combine] [--lots SEED] [--after-round N] [--notation ID] [--pab-points P] [--verbose]
 * Ranks the crosstable as `standings` does, reads the prize table (Group | Place | Prize), and
 * prints who wins what, each line saying how it was decided.
 */
import type { Tournament } from '../model/tournament';
import {
  allocatePrizes,
  CASH_AND_TROPHY,
  CashAndTrophy,
  DEFAULT_PRIZE_OPTIONS,
  labelHeaders,
  PrizeLimit,
  PrizeOptions,
  prizesToCsv,
  prizesToJson,
  prizesToTable,
  readPrizeTableText,
  TIED_CLASS_PRIZES,
  TiedClassPrizes,
} from '../prizes';
import { rank } from '../standings/rank';
import { jsonText } from '../standings/text';
import {
  afterRoundOfFile,
  commandLine,
  csvOptions,
  noteRoundInProgress,
  outputFormat,
  rankingOptions,
  READ_OPTIONS,
  RANKING_OPTIONS,
  SECTION_OPTIONS,
  UsageError,
} from './options';

export const PRIZES_USAGE = `  tiebreaks prizes <crosstable> <prize table.csv> [--preset NAME | --tiebreaks ...] [--format table|csv|json] [--csv-raw]
                      [--one-prize larger|first|off] [--cash-and-trophy both|cash|trophy] [--unrated-in-classes]
                      [--tied-class-prizes separate|combine]
                      [--lots SEED] [--after-round N] [--notation ID] [--pab-points 1|0.5|0] [--verbose]
                        the prize list: cash of tied players pooled and split to the cent,
                        trophies by tiebreak rank, one cash prize (the larger) and one trophy per player;
                        --cash-and-trophy cash|trophy: one prize of either kind, that kind first;
                        --tied-class-prizes combine: tied winners of place and class prizes share
                        them in one pool (US Chess 32B3)
`;

/** What the prizes command borrows from the CLI's main module. */
export interface PrizesCli {
  out(text: string): void;
  err(text: string): void;
  readText(path: string): string;
  readCrosstable(
    file: string,
    values: { notation?: string; 'pab-points'?: string; verbose?: boolean; section?: string },
  ): Tournament;
}

export function prizes(args: string[], cli: PrizesCli): number {
  const { values, positionals } = commandLine('prizes', args, {
    ...RANKING_OPTIONS,
    'one-prize': { type: 'string', default: 'larger' },
    'cash-and-trophy': { type: 'string' },
    // The earlier name: --prefer cash|trophy was "one prize of either kind, that kind first".
    prefer: { type: 'string' },
    'unrated-in-classes': { type: 'boolean', default: false },
    'tied-class-prizes': { type: 'string', default: 'separate' },
    ...READ_OPTIONS,
    ...SECTION_OPTIONS,
  });
  const [crosstableFile, prizeFile] = positionals;
  if (positionals.length !== 2 || crosstableFile === undefined || prizeFile === undefined)
    throw new UsageError('prizes takes a crosstable file and a prize table file.');
  const format = outputFormat(values);
  const options = prizeOptionsOf(values);
  const ranking = rankingOptions(values);

  const tournament = cli.readCrosstable(crosstableFile, values);
  const tableText = cli.readText(prizeFile);
  const table = readPrizeTableText(tableText, labelHeaders(tournament), prizeFile);
  const list = allocatePrizes(
    rank(tournament, { ...ranking, afterRound: afterRoundOfFile(tournament, ranking.afterRound) }),
    table,
    options,
  );
  noteRoundInProgress(cli.err, tournament, ranking.afterRound);
  cli.out(
    format === 'json'
      ? jsonText(prizesToJson(list))
      : format === 'csv'
        ? prizesToCsv(list, csvOptions(values))
        : prizesToTable(list),
  );
  return 0;
}

/** The prize options the flags ask for, each checked with its own message. */
function prizeOptionsOf(values: {
  'one-prize'?: string;
  prefer?: string;
  'cash-and-trophy'?: string;
  'unrated-in-classes'?: boolean;
  'tied-class-prizes'?: string;
}): PrizeOptions {
  const limit = values['one-prize']!;
  if (!['larger', 'first', 'off'].includes(limit))
    throw new UsageError(`--one-prize must be larger, first or off; got "${limit}".`);
  const prefer = values.prefer;
  if (prefer !== undefined && prefer !== 'cash' && prefer !== 'trophy')
    throw new UsageError(`--prefer must be cash or trophy; got "${prefer}".`);
  const kinds = values['cash-and-trophy'];
  if (kinds !== undefined && !(CASH_AND_TROPHY as readonly string[]).includes(kinds))
    throw new UsageError(`--cash-and-trophy must be both, cash or trophy; got "${kinds}".`);
  if (kinds !== undefined && prefer !== undefined && kinds !== prefer)
    throw new UsageError(`--prefer ${prefer} is the old name of --cash-and-trophy ${prefer}; give one of them.`);
  const cashAndTrophy = (kinds ?? prefer ?? DEFAULT_PRIZE_OPTIONS.cashAndTrophy) as CashAndTrophy;
  const tied = values['tied-class-prizes']!;
  if (!(TIED_CLASS_PRIZES as readonly string[]).includes(tied))
    throw new UsageError(`--tied-class-prizes must be separate or combine; got "${tied}".`);
  if (tied === 'combine' && (limit !== 'larger' || cashAndTrophy !== 'both')) {
    throw new UsageError(
      '--tied-class-prizes combine (US Chess 32B3) works with --one-prize larger and --cash-and-trophy both (the defaults).',
    );
  }
  const options: PrizeOptions = {
    ...DEFAULT_PRIZE_OPTIONS,
    limit: limit as PrizeLimit,
    cashAndTrophy,
    unratedInRatingGroups: values['unrated-in-classes']!,
  };
  // Set only when asked for, so the default options are exactly as before.
  if (tied === 'combine') options.tiedClassPrizes = tied as TiedClassPrizes;
  return options;
}
