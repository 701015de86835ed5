import { Button } from "@lotto/ui/button";
import { usePurchase } from "../hooks/use-purchase";
import { type CheckoutLeaveProps, CheckoutResult } from "./checkout-result";

/** The finished purchase ticket by ticket, or a retry when its status could not be confirmed. */
export function CheckoutStatus(props: CheckoutLeaveProps) {
  const purchase = usePurchase();
  return (
    <>
      <CheckoutResult {...props} />
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
