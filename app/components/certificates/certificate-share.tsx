import { Check, Copy, ExternalLink, Share2 } from "lucide-react";
import { useState } from "react";
import { copyText } from "~/components/marketing/clipboard";
import { useCanShare } from "~/components/placements/use-can-share";
import { buttonVariants } from "~/components/ui/button";
import { useCn } from "~/components/ui/class-names";

/**
 * Sharing a certificate: "Add to LinkedIn profile" (LinkedIn's add-to-profile
 * form, filled in), "Copy link" and, where the device has one, its share
 * sheet. The link is the public verification page.
 */
export function CertificateShare({
  verifyUrl,
  title,
  linkedInUrl,
}: {
  verifyUrl: string;
  title: string;
  /** Only for the certificate's holder (it fills their own profile). */
  linkedInUrl?: string;
}) {
  const cn = useCn();
  const canShare = useCanShare();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);

  async function copy() {
    setCopied((await copyText(verifyUrl)) ? "yes" : "no");
  }
  async function share() {
    try {
      await navigator.share({ title, text: `${title}: verify it here`, url: verifyUrl });
    } catch {
      // Closing the share sheet rejects with AbortError: nothing to say.
    }
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {linkedInUrl ? (
          <a
            href={linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "primary", size: "sm" }))}
          >
            Add to LinkedIn profile
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <button
          type="button"
          onClick={copy}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
        >
          {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy link
        </button>
        {canShare ? (
          <button
            type="button"
            onClick={share}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
          >
            <Share2 aria-hidden="true" />
            Share
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {copied === "yes"
          ? "Link copied."
          : copied === "no"
            ? `Could not copy: select the address and copy it: ${verifyUrl}`
            : ""}
      </p>
    </div>
  );
}
