import { caller, defineEndpoint } from "../client/define-endpoint";
import { LoginBodySchema, LoginResponseSchema } from "../schemas/auth";

/** `POST /auth/login`: the contract both the client and the server use. */
export const loginEndpoint = defineEndpoint({
  method: "POST",
  path: "/auth/login",
  auth: false,
  body: LoginBodySchema,
  response: LoginResponseSchema,
});

/** Logs in with username, password and version 2; resolves with the token (R-CALLS). */
export const login = caller(loginEndpoint);
