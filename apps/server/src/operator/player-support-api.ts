/**
 * The player-support endpoints (docs/api.md "Operator"), each with its roles (docs/decisions.md
 * "Operator roles"): support reads players, resends activation, writes notes, locks and unlocks and
 * closes at the player's request; finance reads players and adjusts balances (always dual control).
 */
import * as api from "@lotto/api";
import { type Cents, dollarsText } from "@lotto/core";
import type { Tx } from "../db";
import { playerArg } from "./dual-control-checks";
import type { OperatorCommand } from "./operator-api";
import {
  type Adjustment,
  addNote,
  adjustBalance,
  closeOnRequest,
  lockPlayer,
  playerStatus,
  resendActivation,
  unlockPlayer,
} from "./player-actions";
import { playerDetail, searchPlayers } from "./player-search";

const command = <E extends api.EndpointDef>(command: OperatorCommand<E>) =>
  command as unknown as OperatorCommand;

/** The player's status before and after an action (the trail's values). */
const statusAudit = {
  state: (tx: Tx, input: unknown) => {
    const player = playerArg(input);
    return player ? playerStatus(tx, player) : Promise.resolve(null);
  },
  player: playerArg,
};

export const OPERATOR_PLAYER_API: readonly OperatorCommand[] = [
  command({
    endpoint: api.operatorSearchPlayersEndpoint,
    roles: ["support", "finance"],
    audit: { read: true },
    run: (db, _now, { query }) => searchPlayers(db, query.q, query.limit, query.offset),
  }),
  command({
    endpoint: api.operatorPlayerDetailEndpoint,
    roles: ["support", "finance"],
    audit: { read: true, player: playerArg },
    run: (db, _now, { query }) => playerDetail(db, query.player),
  }),
  command({
    endpoint: api.operatorLockPlayerEndpoint,
    roles: ["support"],
    audit: statusAudit,
    run: (db, now, { body }, actor) => lockPlayer(db as unknown as Tx, body.player, body.reason, actor, now),
  }),
  command({
    endpoint: api.operatorUnlockPlayerEndpoint,
    roles: ["support"],
    audit: statusAudit,
    run: (db, now, { body }, actor) =>
      unlockPlayer(db as unknown as Tx, body.player, body.reason, actor, now),
  }),
  command({
    endpoint: api.operatorResendActivationEndpoint,
    roles: ["support"],
    audit: { player: playerArg },
    run: (db, now, { body }, _actor, after) => resendActivation(db as unknown as Tx, body.player, now, after),
  }),
  command({
    endpoint: api.operatorClosePlayerEndpoint,
    roles: ["support"],
    audit: statusAudit,
    run: (db, now, { body }, actor, after) =>
      closeOnRequest(db as unknown as Tx, body.player, body.reason, actor, now, after),
  }),
  command({
    endpoint: api.operatorAddPlayerNoteEndpoint,
    roles: ["support"],
    audit: { player: playerArg },
    run: (db, now, { body }, actor) => addNote(db as unknown as Tx, body.player, body.body, actor, now),
  }),
  command({
    endpoint: api.operatorAdjustBalanceEndpoint,
    roles: ["finance"],
    audit: { player: playerArg },
    approval: async (_tx, input) => {
      const { body } = input as { body: Adjustment };
      const verb = body.direction === "credit" ? "Credit" : "Debit";
      return {
        summary: `${verb} ${dollarsText(body.amount as Cents)}, player ${body.player}: ${body.reason}`,
        amount: body.amount,
        playerId: body.player,
      };
    },
    run: (db, now, { body }) => adjustBalance(db as unknown as Tx, body, now),
  }),
];
