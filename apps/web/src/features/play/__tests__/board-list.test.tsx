import { type Board, boardName } from "@lotto/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BoardList } from "../components/board-list";

const full: Board = { numbers: [3, 9, 17, 22, 29, 41], powerball: null, stake: 50, type: 1 };
const noop = () => {};

describe("BoardList (R-ENTITIES game_data board names)", () => {
  it("names each board as the coupon does: board 27 is A1, not a second A", () => {
    render(
      <BoardList
        boards={Array.from({ length: 28 }, () => full)}
        gameKind="lotto"
        colour="#d6001c"
        active={0}
        canAdd={false}
        canDelete
        onSelect={noop}
        onQuickPick={noop}
        onClear={noop}
        onDelete={noop}
        onAdd={noop}
      />,
    );
    const rows = within(screen.getByRole("region", { name: "Boards" })).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("strong")?.textContent)).toEqual(
      Array.from({ length: 28 }, (_, i) => boardName(i)),
    );
    expect(screen.getByRole("group", { name: "Board A1" })).toBeTruthy();
  });
});
