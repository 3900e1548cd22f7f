/**
 * The 14-team event of IA Mario Held's "Exercises in Tie-Breaking" (FIDE Arbiters' Commission,
 * C.07-2023, part two), written as a US team wall chart: the table the team-system tests share.
 */
export const HELD_TEAMS = `No.,Team,MP,GP,R1,R2,R3,R4,R5,R6,R7
1,Antelopes,10,17½,W8 2½-1½,L4 1½-2½,W7 3-1,W2 2½-1½,L5 1½-2½,X6 4-0,W3 2½-1½
2,Bonobos,10,17,W9 3-1,W3 4-0,L5 0-4,L1 1½-2½,W13 3-1,W4 2½-1½,W10 3-1
3,Cougars,10,16,W10 2½-1½,L2 0-4,W9 3-1,W6 2½-1½,W4 3-1,W5 3½-½,L1 1½-2½
4,Deer,10,17,W11 3-1,W1 2½-1½,W13 3-1,W5 3½-½,L3 1-3,L2 1½-2½,W9 2½-1½
5,Elephants,10,18,W12 4-0,W6 3-1,W2 4-0,L4 ½-3½,W1 2½-1½,L3 ½-3½,W13 3½-½
6,Falcons,7,12½,D13 2-2,L5 1-3,W8 3-1,L3 1½-2½,W11 2½-1½,F1 0-4,W12 2½-1½
7,Giraffes,6,11½,D14 2-2,D8 2-2,L1 1-3,W10 2½-1½,D9 2-2,D13 2-2,U
8,Hippopotami,7,15,L1 1½-2½,D7 2-2,L6 1-3,W12 3½-½,D10 2-2,D9 2-2,W11 3-1
9,Iguanas,6,14½,L2 1-3,W12 4-0,L3 1-3,W14 3-1,D7 2-2,D8 2-2,L4 1½-2½
10,Jackals,5,13,L3 1½-2½,L11 1½-2½,W12 2½-1½,L7 1½-2½,D8 2-2,W14 3-1,L2 1-3
11,Koalas,4,11½,L4 1-3,W10 2½-1½,D14 2-2,L13 1½-2½,L6 1½-2½,D12 2-2,L8 1-3
12,Lynxes,2,7½,L5 0-4,L9 0-4,L10 1½-2½,L8 ½-3½,H (2),D11 2-2,L6 1½-2½
13,Moose,6,11½,D6 2-2,W14 2½-1½,L4 1-3,W11 2½-1½,L2 1-3,D7 2-2,L5 ½-3½
14,Narwhals,4,11½,D7 2-2,L13 1½-2½,D11 2-2,L9 1-3,H (2),L10 1-3,H (2)
`;
