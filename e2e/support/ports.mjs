// The journey server's ports: the players' listener on E2E_PORT (its own, so a running `npm start` is
// left alone) and the operator listener 1000 above it (helpers' E2E ports are a few apart).

/** The players' listener's port of this run. */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 4392);

/** The operator listener's port beside the players' `port`. */
export const operatorPortOf = (port) => Number(port) + 1000;
