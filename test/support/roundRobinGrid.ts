/**
 * A four-player round-robin "vs" grid, every game played: 3 rounds on the reader's assumed
 * schedule, round order unknown, so "after round N" below 3 is refused. At A1:F5 when put on a
 * sheet. Ann 2½, Ben 2, Cai 1, Dee ½.
 */
export const FOUR_PLAYER_RR: string[][] = [
  ['No.', 'Name', 'vs1', 'vs2', 'vs3', 'vs4'],
  ['1', 'Ann', '*', '½', '1', '1'],
  ['2', 'Ben', '½', '*', '½', '1'],
  ['3', 'Cai', '0', '½', '*', '½'],
  ['4', 'Dee', '0', '0', '½', '*'],
];
