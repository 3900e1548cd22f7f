export * from './types';
export * from './registry';
export { TiebreakContext } from './context';
