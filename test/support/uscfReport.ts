/** A small worked event for the rating report's tests: its table and its event file. */
import { parseUscfEvent, UscfEventFile } from '../../src/request';

/** A worked event: every kind of round, a name with accents, an unrated player, a state left blank. */
export const SMALL_TABLE = [
  'No.,Name,USCF ID,State,Rating,Score,R1,R2,R3',
  '1,José Núñez,12345678,MA,1800,2.5,W3W,D2B,W4B',
  '2,Ann Lee,23456789,ma,1700,2,H,D1W,W3W',
  '3,Bob Stone,34567890,,,1,L1B,X,L2B',
  '4,Kim Park,45678901,NH,1500,0,F,U,L1W',
  '5,Lea Roy,56789012,VT,1400,1.5,B,Z,U',
].join('\n');

export const SMALL_EVENT = {
  name: 'Spring Open',
  beginDate: '2026-04-11',
  endDate: '2026-04-12',
  affiliateId: 'A6012345',
  chiefTdId: '87654321',
  assistantTdId: null,
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  country: 'USA',
  sections: [{ section: null, ratingSystem: 'D', timeControl: 'G/45;d5', type: 'S' }],
};

/** Two sections in one table with a Section column, of different lengths (K-5 played two rounds of three). */
export const SECTIONED = [
  'No.,Name,USCF ID,Section,Score,R1,R2,R3',
  '1,Ann Lee,23456789,Open,2.5,W2W,D3B,W4W',
  '2,Bob Stone,34567890,Open,1,L1B,W4W,L3B',
  '3,Kim Park,45678901,Open,2.5,W4W,D1W,W2W',
  '4,Lea Roy,56789012,Open,0,L3B,L2B,L1B',
  '1,Maya Chen,11111111,K-5,1,W2B,L3W,',
  '2,Owen Brooks,22222222,K-5,1,L1W,B,',
  '3,Ruth Diaz,33333333,K-5,2,B,W1B,',
].join('\n');

export function eventFile(event: object = SMALL_EVENT): UscfEventFile {
  const parsed = parseUscfEvent(JSON.stringify(event));
  if ('problems' in parsed) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.file;
}
