import { addressRowId } from '../../shared/contracts/first-reads';

// The formation viewer's address parameters, apart from its stored session data
// (formation-viewer-session.ts). Its route, in the first load, reads only the match (matchOfAddress).

/** The viewer's address parameters (?match=&quarter=&formationId=), each a row id or period from 1. */
export type FormationViewerParams = {
  matchId: number | null;
  quarter: number | null;
  formationId: number | null;
};

/** The viewer's parameters from its address; anything not a whole number from 1 counts as absent. */
export function viewerParamsOf(search: URLSearchParams): FormationViewerParams {
  return {
    matchId: addressRowId(search.get('match')),
    quarter: addressRowId(search.get('quarter')),
    formationId: addressRowId(search.get('formationId')),
  };
}
