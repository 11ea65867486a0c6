import type { ActionFunctionArgs } from "react-router";
import { serviceInquiryFormInput } from "~/domain/schemas/inquiry-inputs";
import { handlePublicFormPost } from "~/routes/_site/public-form-action.server";
import { serviceInquiryFormId } from "./service-inquiry-form";

/**
 * The page action for the service inquiry form posted without scripts. It
 * checks what the scripted form checks (docs/decisions/070); the JSON API
 * keeps its own, wider schema. Usage: `export const action = serviceInquiryAction;`
 */
export async function serviceInquiryAction({ request, context }: ActionFunctionArgs) {
  const serviceName = (await request.clone().formData()).get("serviceName");
  return handlePublicFormPost({
    request,
    context,
    form: serviceInquiryFormId(typeof serviceName === "string" ? serviceName : ""),
    kind: "service-inquiries",
    schema: serviceInquiryFormInput,
  });
}
