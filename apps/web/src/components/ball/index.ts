export { Ball, type BallProps } from "./ball";
export { BallButton, type BallButtonProps } from "./ball-button";
export { BallGrid } from "./ball-grid";
export { BALL_SIZES, type BallKind, type BallSize } from "./ball-look";
export { BoardBalls, type BoardBallsProps } from "./board-balls";
export { DrawnBalls, type DrawnBallsProps } from "./drawn-balls";
