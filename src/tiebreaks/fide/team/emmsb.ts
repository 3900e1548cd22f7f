import { extendedSBSystem } from './extendedSonnebornBerger';

/** EMMSB, FIDE C.07 13.2: opponent's match points × own match points, summed over the rounds. */
export const emmsb = extendedSBSystem('M', 'M');
