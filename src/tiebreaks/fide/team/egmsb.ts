import { extendedSBSystem } from './extendedSonnebornBerger';

/** EGMSB, FIDE C.07 13.2: opponent's game points × own match points, summed over the rounds. */
export const egmsb = extendedSBSystem('G', 'M');
