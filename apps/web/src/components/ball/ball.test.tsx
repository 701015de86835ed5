import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Ball } from "./ball";
import { BallButton } from "./ball-button";
import { BoardBalls } from "./board-balls";
import { DrawnBalls } from "./drawn-balls";

const styleOf = (el: Element) => getComputedStyle(el);

describe("Ball", () => {
  it("tells each kind apart without colour: shape, border and the words a screen reader hears", () => {
    render(
      <DrawnBalls
        label="Winning numbers"
        gameKind="lotto"
        colour="#2e3192"
        winning={[3]}
        supplementary={[22]}
        powerball={7}
      />,
    );
    const row = screen.getByRole("group", { name: "Winning numbers" });
    expect(row.textContent).toBe("3Supplementary 22Powerball 7");
    const [main, supp, pb] = [...row.querySelectorAll("[data-ball]")];
    expect(styleOf(main!).borderRadius).toBe("999px");
    expect(styleOf(supp!).backgroundColor).toBe("rgb(255, 255, 255)");
    expect(styleOf(supp!).borderWidth).toBe("4px");
    expect(styleOf(pb!).borderStyle).toBe("double");
  });

  it("draws a digits game's numbers as rounded squares, repeats kept in order", () => {
    render(
      <DrawnBalls
        label="Super66"
        gameKind="digits"
        colour="#f7941d"
        winning={[4, 4, 0]}
        supplementary={[]}
        powerball={null}
      />,
    );
    const balls = [...screen.getByRole("group").querySelectorAll("[data-ball]")];
    expect(balls.map((b) => b.getAttribute("data-ball"))).toEqual(["digit", "digit", "digit"]);
    expect(balls.map((b) => b.textContent)).toEqual(["4", "4", "0"]);
    expect(styleOf(balls[0]!).borderRadius).toBe("25%");
  });

  it("ticks a matched number, mutes a missed one, and says so", () => {
    const matches = { numbers: ["winning", "winning", "none"] as const, powerball: null };
    render(
      <BoardBalls
        label="Board A"
        gameKind="lotto"
        colour="#d6001c"
        numbers={[3, 9, 41]}
        matches={{ ...matches, numbers: [...matches.numbers] }}
      />,
    );
    const board = screen.getByRole("group", { name: "Board A" });
    expect(board.textContent).toBe("3✓, winning match9✓, winning match41");
    const missed = board.querySelector('[data-matched="false"]')!;
    expect(missed.textContent).toBe("41");
    expect(styleOf(missed).backgroundColor).not.toBe(
      styleOf(board.querySelector('[data-matched="true"]')!).backgroundColor,
    );
  });

  it("sets a supplementary match apart from a winning one, to the eye and to a screen reader", () => {
    render(
      <BoardBalls
        label="Board A"
        gameKind="lotto"
        colour="#d6001c"
        numbers={[3, 22]}
        powerball={14}
        matches={{ numbers: ["winning", "supplementary"], powerball: true }}
      />,
    );
    const board = screen.getByRole("group", { name: "Board A" });
    expect(board.textContent).toBe("3✓, winning match22✓, supplementary matchPowerball 14✓, winning match");
    const winning = board.querySelector('[data-matched="true"]')!;
    const supplementary = board.querySelector('[data-matched="supplementary"]')!;
    expect(supplementary.getAttribute("data-ball")).toBe("main");
    expect(styleOf(supplementary).backgroundColor).not.toBe(styleOf(winning).backgroundColor);
    expect(styleOf(supplementary.querySelector("[aria-hidden]")!).backgroundColor).not.toBe(
      styleOf(winning.querySelector("[aria-hidden]")!).backgroundColor,
    );
  });

  it("shows no match marks before the draw", () => {
    render(<Ball value={5} colour="#d6001c" />);
    expect(screen.getByText("5").parentElement!.hasAttribute("data-matched")).toBe(false);
  });

  it("shows Powerpik as every Powerball", () => {
    render(<BoardBalls label="Board A" gameKind="lotto" colour="#2e3192" numbers={[1]} powerball={0} />);
    expect(screen.getByText("Powerpik: every Powerball")).toBeTruthy();
  });
});

describe("BallButton", () => {
  it("is a 44 px toggle that reports pressed and calls back", () => {
    const onClick = vi.fn();
    render(<BallButton value={12} colour="#d6001c" selected={false} onClick={onClick} />);
    const button = screen.getByRole("button", { name: "12" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(styleOf(button).width).toBe("44px");
    expect(styleOf(button).height).toBe("44px");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("locks a disabled ball with a dashed border, and names a Powerball", () => {
    render(
      <div>
        <BallButton value={3} colour="#d6001c" selected={false} disabled onClick={() => {}} />
        <BallButton
          value={7}
          kind="powerball"
          label="Powerball 7"
          colour="#2e3192"
          selected
          onClick={() => {}}
        />
      </div>,
    );
    const locked = screen.getByRole("button", { name: "3" }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(styleOf(locked).borderStyle).toBe("dashed");
    const pb = within(document.body).getByRole("button", { name: "Powerball 7" });
    expect(pb.getAttribute("aria-pressed")).toBe("true");
  });
});
