import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { createPasskey, passkeyProblem } from "~/components/admin/auth/passkey-client";
import type { PasskeyOutcome } from "~/routes/admin/passkey-action.server";

/**
 * Adding a passkey through the account page's action, as every write of the page goes
 * (docs/decisions/086): the action's options, the device's credential for them, the action
 * again to store it; the page's data then reloads by itself.
 */
export function useAddPasskey(csrfToken: string, onAdded: () => void) {
  const options = useFetcher<PasskeyOutcome>();
  const adding = useFetcher<PasskeyOutcome>();
  const [creating, setCreating] = useState(false);
  const name = useRef("Passkey");
  // Each answer is acted on once, however often React runs the effects.
  const handledOptions = useRef<unknown>(null);
  const handledAdding = useRef<unknown>(null);

  useEffect(() => {
    const answer = options.data;
    if (!answer || handledOptions.current === answer || answer.intent !== "passkey-options") return;
    handledOptions.current = answer;
    setCreating(true);
    createPasskey(answer.options)
      .then((response) =>
        adding.submit(
          {
            intent: "passkey-add",
            _csrf: csrfToken,
            name: name.current,
            response: JSON.stringify(response),
          },
          { method: "post" },
        ),
      )
      .catch((error: unknown) => {
        const message = passkeyProblem(error);
        if (message) toast.error("Passkey not added", { description: message });
      })
      .finally(() => setCreating(false));
  }, [options.data, adding, csrfToken]);

  useEffect(() => {
    const answer = adding.data;
    if (!answer || handledAdding.current === answer || answer.intent !== "passkey-add") return;
    handledAdding.current = answer;
    if ("added" in answer) {
      toast.success("Passkey added", { description: "You can now sign in with it." });
      onAdded();
    } else toast.error("Passkey not added", { description: answer.error });
  }, [adding.data, onAdded]);

  return {
    busy: creating || options.state !== "idle" || adding.state !== "idle",
    add(passkeyName: string) {
      name.current = passkeyName;
      void options.submit({ intent: "passkey-options", _csrf: csrfToken }, { method: "post" });
    },
  };
}
