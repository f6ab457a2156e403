// The encounter part's lines in the bench's report (issue 29), its budgets recorded for the summary.
import { BACKEND_LABEL, type EncounterFigures, encounterBudgets } from './budgets.ts';
import { ENCOUNTER_TABLES, GM_PERIOD_S, MOOKS } from './encounter-load.ts';
import { PLAY_DURATION_S, PLAY_PERIOD_S } from './play-load.ts';
import { judgedLines, loadLine } from './report.ts';

/** The encounter's two budgets on one database (issue 29, scripts/bench/encounter-load.ts). */
export function reportEncounter(r: EncounterFigures): string[] {
  return [
    `== Encounters on ${BACKEND_LABEL[r.kind]} (issue 29): ${ENCOUNTER_TABLES} GMs, each acting once every ${GM_PERIOD_S} s (damage to one of ${MOOKS} mooks, next turn, in turn), beside their ${ENCOUNTER_TABLES * 5} players' own lists (each once every ${PLAY_PERIOD_S} s, evenly spaced), ${PLAY_DURATION_S} s, one server process; every player's phone refetches the turn order on its stream's notice; latencies from each request's slot`,
    `  ${loadLine('own list', r.list)}`,
    `  ${loadLine('encounter action', r.action)}`,
    ...judgedLines(encounterBudgets(r)),
    '',
  ];
}
