import { Button } from "@/components/ui/button";
import { usePurchase } from "../hooks/use-purchase";
import { CheckoutResult } from "./checkout-result";

/** The finished purchase ticket by ticket, or a retry when its status could not be confirmed. */
export function CheckoutStatus({
  onViewTickets,
  onContinue,
}: {
  onViewTickets: () => void;
  onContinue: () => void;
}) {
  const purchase = usePurchase();
  return (
    <>
      <CheckoutResult onViewTickets={onViewTickets} onContinue={onContinue} />
      {purchase.pollFailed && (
        <p role="alert">
          We could not confirm your purchase yet.{" "}
          <Button type="button" $variant="link" onClick={purchase.retry}>
            Check again
          </Button>
        </p>
      )}
    </>
  );
}
