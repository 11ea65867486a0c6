import { SocialLinkList } from "./social-icons";
import { useSite } from "./use-site";

/** The professional and photo-sharing profiles; the icons are decorative, the names are in the text. */
export function ContactSocialLinks() {
  const { company } = useSite();
  if (!company.social.length) return null;
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">Follow Us</h3>
      <SocialLinkList
        social={company.social}
        className="flex flex-wrap gap-3"
        linkClassName="hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium"
      />
    </div>
  );
}
