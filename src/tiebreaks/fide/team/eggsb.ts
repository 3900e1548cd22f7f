import { extendedSBSystem } from './extendedSonnebornBerger';

/** EGGSB, FIDE C.07 13.2: opponent's game points × own game points, summed over the rounds. */
export const eggsb = extendedSBSystem('G', 'G');
