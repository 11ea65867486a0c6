import type { ActionFunctionArgs } from "react-router";
import { serviceInquiryInput } from "~/domain/schemas/inquiry-inputs";
import { handlePublicFormPost } from "~/routes/_site/public-form-action.server";
import { serviceInquiryFormId } from "./service-inquiry-form";

/**
 * The page action for service inquiry forms posted without scripts. The
 * form id names the service, so only the dialog that posted shows the answer.
 * Usage in a route: `export const action = serviceInquiryAction;`
 */
export async function serviceInquiryAction({ request, context }: ActionFunctionArgs) {
  const serviceName = (await request.clone().formData()).get("serviceName");
  return handlePublicFormPost({
    request,
    context,
    form: serviceInquiryFormId(typeof serviceName === "string" ? serviceName : ""),
    kind: "service-inquiry",
    schema: serviceInquiryInput,
    create: (input, status) => context.services.serviceInquiries.create(input, status),
  });
}
