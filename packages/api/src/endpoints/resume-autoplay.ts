import { caller, defineEndpoint, type EndpointOutput } from "../client/define-endpoint";
import { AutoplayParamsSchema, AutoplaySchema } from "../schemas/autoplays";

/** `POST /user/autoplays/{autoplayId}/resume`: buys again from the next draw not yet decided (docs/api.md "Autoplay"). */
export const resumeAutoplayEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/autoplays/{autoplayId}/resume",
  auth: true,
  params: AutoplayParamsSchema,
  response: AutoplaySchema,
});
export type ResumeAutoplayResponse = EndpointOutput<typeof resumeAutoplayEndpoint>;

/** Resumes a paused autoplay. */
export const resumeAutoplay = caller(resumeAutoplayEndpoint);
