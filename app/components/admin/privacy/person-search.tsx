import { SearchIcon } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** Find what is held about someone: a GET form, so the search is in the address bar. */
export function PersonSearch({
  email,
  phone,
  requestId,
  errors,
}: {
  email: string;
  phone: string;
  requestId: string | null;
  errors: Partial<Record<"email" | "phone", string>>;
}) {
  return (
    <Form method="get" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      {requestId ? <input type="hidden" name="request" value={requestId} /> : null}
      <FormField label="E-mail address" error={errors.email}>
        {(aria) => (
          <Input {...aria} name="email" type="email" defaultValue={email} autoComplete="off" />
        )}
      </FormField>
      <FormField label="Phone number" error={errors.phone}>
        {(aria) => (
          <Input {...aria} name="phone" type="tel" defaultValue={phone} autoComplete="off" />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-7">
        <SearchIcon aria-hidden="true" />
        Find their data
      </Button>
    </Form>
  );
}
