/**
 * The road table's build-time counts: the positions each step searched on each set when
 * the site was built (the facts `connect4.road.<step>.<set>.nodes`), keyed `<step>/<set>`
 * as RoadTable's `built` prop takes them. RoadFigure.astro hands them to the island; the
 * island's tests render it with the same.
 */

import { ROAD_SETS, ROAD_STEPS, SITE_SOLVER } from '../games/connect4.ts';
import { factByName, isFactKey } from './index.ts';

export function builtRoadCounts(): Record<string, number> {
  const built: Record<string, number> = {};
  for (const step of [...ROAD_STEPS, SITE_SOLVER]) {
    for (const set of ROAD_SETS) {
      const key = `connect4.road.${step.id}.${set}.nodes`;
      if (isFactKey(key)) built[`${step.id}/${set}`] = factByName(key) as number;
    }
  }
  return built;
}
