import { CalendarPlus, Copy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";

/** The student's private calendar feed URL with a copy button (PRODUCT.md item 8). */
export function CalendarFeedCard({ feedUrl }: { feedUrl: string | null }) {
  if (!feedUrl) {
    return (
      <p className="text-sm text-ink-muted">
        Signed-in students get a private calendar link that keeps Google Calendar, Outlook or their phone up
        to date with every class and exam.{" "}
        <Link
          to="/login?redirectTo=%2Fdashboard%2Fschedule"
          className="font-semibold text-brand-700 underline"
        >
          Sign in
        </Link>{" "}
        to get yours.
      </p>
    );
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl!);
      toast.success("Calendar link copied", {
        description: 'Paste it into your calendar app\'s "subscribe by URL" option.',
      });
    } catch {
      toast.error("Could not copy", { description: "Select the link and copy it yourself." });
    }
  }
  const webcal = feedUrl.replace(/^https?:/, "webcal:");
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-muted">
        Subscribe to this private link in Google Calendar, Outlook or your phone: new and changed classes and
        exams show up on their own. Keep it to yourself.
      </p>
      <label htmlFor="calendar-feed-url" className="text-sm font-semibold text-ink">
        Your calendar link
      </label>
      {/* Stacked: the card sits in the schedule's narrow side column, where a row left the link a few characters wide. */}
      <div className="flex flex-col items-start gap-2">
        <Input
          id="calendar-feed-url"
          readOnly
          value={feedUrl}
          className="w-full font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
      <a
        href={webcal}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Open in my calendar app
      </a>
    </div>
  );
}
