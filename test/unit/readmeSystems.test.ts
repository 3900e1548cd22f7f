/**
 * The README's "Tiebreak systems" section names every system of the registry by its code, so a
 * director reading it finds each one (issue 15: the README's list shows the new systems).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TIEBREAKS } from '../../src/tiebreaks/registry';

const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Tiebreak systems'), readme.indexOf('## Two commands'));

test('the README lists every registry code once, with its name', () => {
  expect(section.length).toBeGreaterThan(100);
  for (const [code, system] of Object.entries(TIEBREAKS)) {
    const named = section.split(`\`${code}\` `).length - 1;
    expect([code, named]).toEqual([code, 1]);
    expect(section).toContain(`\`${code}\` ${system.name}`);
  }
});
