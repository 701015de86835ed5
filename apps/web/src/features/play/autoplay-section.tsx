import { AUTOPLAY_MAX_DRAWS, type GameDefinition } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import { AutoplaySetupDialog } from "@/components/autoplay";
import { paths } from "@/config/paths";
import { type AutoplayLaunch, useAutoplayNumbers } from "./hooks/use-autoplay-numbers";
import { useAutoplaySetup } from "./hooks/use-autoplay-setup";

/**
 * Under the price bar, for a logged-in player: "Play automatically" opens the autoplay set-up over a
 * complete entry; when the page edits an autoplay's numbers (`?autoplayId=`), "Save numbers to autoplay"
 * instead, which returns to the Autoplays page.
 */
export function AutoplaySection(props: { game: GameDefinition; complete: boolean; launch: AutoplayLaunch }) {
  const { game, complete, launch } = props;
  const setup = useAutoplaySetup(game, launch.setUp);
  const numbers = useAutoplayNumbers(launch.autoplayId);
  const [, navigate] = useLocation();
  if (numbers.id !== null) {
    return (
      <Row>
        <Button
          type="button"
          disabled={!complete || numbers.autoplay === null || numbers.busy}
          onClick={() => numbers.save(() => navigate(paths.autoplays.getHref()))}
        >
          Save numbers to autoplay
        </Button>
        {(numbers.error ?? numbers.loadError) && <p role="alert">{numbers.error ?? numbers.loadError}</p>}
      </Row>
    );
  }
  return (
    <Row>
      <Button type="button" $variant="secondary" disabled={!complete} onClick={setup.start}>
        Play automatically
      </Button>
      {setup.saved && !setup.open && (
        <Saved role="status" data-testid="autoplay-saved">
          Autoplay set up. <Link href={paths.autoplays.getHref()}>See your autoplays</Link>
        </Saved>
      )}
      {setup.open && complete && (
        <AutoplaySetupDialog
          title="Play automatically"
          gameName={game.name}
          cost={setup.cost}
          hasJackpot={game.prizes.jackpot !== null}
          weeklyMaximum={setup.weeklyMaximum}
          weeklyLimit={setup.weeklyLimit}
          maxDraws={AUTOPLAY_MAX_DRAWS}
          submit="Start autoplay"
          busy={setup.busy}
          error={setup.error}
          success={setup.saved ? "Autoplay set up." : null}
          onSave={setup.save}
          onCancel={setup.close}
        />
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 8px;
  p { margin: 0; }
`;

const Saved = styled.p`
  padding: 10px 12px;
  border-left: 6px solid ${colors.success};
  border-radius: 8px;
  background: ${colors.surface};
  font-weight: 700;
`;
