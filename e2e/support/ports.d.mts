/** The players' listener's port of this run. */
export function e2ePort(): number;
/** The operator listener's port beside the players' `port`. */
export function operatorPortOf(port: number | string): number;
