import { extendedSBSystem } from './extendedSonnebornBerger';

/** EMGSB, FIDE C.07 13.2: opponent's match points × own game points, summed over the rounds. */
export const emgsb = extendedSBSystem('M', 'G');
