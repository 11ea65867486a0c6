import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from "~/domain/spam";
import { useSiteFormContext } from "./use-site-form-context";

/**
 * Hidden fields every public form carries: the CSRF token for posts without
 * scripts, the signed fill-time stamp, and the honeypot that people never see
 * (docs/decisions/011-spam-defence.md).
 */
export function FormProtectionFields() {
  const { csrfToken, formStamp } = useSiteFormContext();
  return (
    <>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name={FORM_STAMP_FIELD} value={formStamp} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
