import { useEffect, useRef, type FormEvent } from "react";
import { useSubmit } from "react-router";

const SEARCH_DELAY_MS = 300;

/**
 * A list's GET search form with scripts: a filter applies at once, typing after a pause, and
 * empty values are left out of the URL. Without scripts the form's Search button submits it.
 */
export function useListSearch() {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving the page (a record opened) must not be undone by a search still waiting to run.
  useEffect(() => () => clearTimeout(timer.current), []);

  function submitNow() {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    void submit(params, { method: "get", replace: true, preventScrollReset: true });
  }

  function submitSoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(submitNow, SEARCH_DELAY_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitNow();
  }

  return { formRef, submitNow, submitSoon, onSubmit };
}
