export { Skeleton, SkeletonList, type SkeletonProps, skeletonLook } from "./skeleton";
