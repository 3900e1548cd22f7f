/**
 * `tiebreaks uscf-report <crosstable> --event <event.json> --out <dir>`: US Chess's rating
 * report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF, format 2C) written into <dir>. A table with a
 * Section column is read section by section (src/request/sections.ts) when the event file names
 * its sections. Every problem of the table and of the event file is printed (exit 2) and no
 * file is written; what was written otherwise than the table has it (a name without its
 * accents) is said on stdout with the files written.
 */
import { CrosstableError } from '../model/problems';
import { labelCells, parseUscfEvent, prepareUscfReport, unnamedSections } from '../request';
import type { DbfDate } from '../write/dbf';
import { printableText } from '../standings/text';
import { REPORT_FILES } from '../write/uscfReport';
import { commandLine, READ_OPTIONS, UsageError } from './options';
import { readSections, readText, SectionsCli } from './sections';

export const USCF_REPORT_USAGE = `  tiebreaks uscf-report <file> --event <event.json> --out <dir> [--notation ID] [--pab-points 1|0.5|0]
                        US Chess's rating report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF) in <dir>;
                        the event file gives what the crosstable does not (docs/rating-reports.md)
`;

export interface ReportCli extends SectionsCli {
  /** Makes the folder (and its parents) when missing, then writes the file. */
  writeFile(dir: string, name: string, bytes: Uint8Array): void;
  /** Today, the date the files' headers carry. */
  today(): DbfDate;
}

function eventFile(cli: ReportCli, path: string) {
  const parsed = parseUscfEvent(readText(cli, path));
  if ('problems' in parsed) throw new CrosstableError(parsed.problems);
  return parsed.file;
}

export function uscfReport(args: string[], cli: ReportCli): number {
  const { values, positionals } = commandLine('uscf-report', args, {
    event: { type: 'string' },
    out: { type: 'string' },
    ...READ_OPTIONS,
  });
  const [file] = positionals;
  if (positionals.length !== 1 || file === undefined)
    throw new UsageError('uscf-report takes exactly one crosstable file.');
  if (values.event === undefined) throw new UsageError('uscf-report needs --event <event.json>.');
  if (values.out === undefined) throw new UsageError('uscf-report needs --out <dir>, the folder for the three files.');
  const event = eventFile(cli, values.event);
  // The event file names the sections, or gives one null section for a table without them.
  const by = event.sections.some((s) => s.section !== null) ? 'Section' : undefined;
  const unnamed = unnamedSections(readText(cli, file), event, file);
  if (unnamed) throw unnamed;
  const sections = readSections(cli, 'uscf-report', file, { ...values, by });
  const report = prepareUscfReport(sections, event, cli.today(), labelCells(readText(cli, file), file));
  for (const name of REPORT_FILES) cli.writeFile(values.out, name, report.files[name]);
  const players = sections.reduce((n, s) => n + s.tournament.players.length, 0);
  cli.out(
    `Wrote ${REPORT_FILES.join(', ')} to ${values.out}: ${sections.length} section${sections.length === 1 ? '' : 's'}, ${players} players.\n`,
  );
  // A note quotes the name as the table has it: shown, not obeyed, on a terminal.
  for (const note of report.notes) cli.out(printableText(`  ${note}\n`));
  return 0;
}
